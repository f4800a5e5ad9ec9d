/** The parts of a form parameter the rule reads (spec section 3: form parameter field). */
export interface AccountParameter {
  name?: string | undefined;
  verify_new_payout_account?: boolean | undefined;
  user_requisite_type_id?: number | null | undefined;
  options?: readonly { value: string }[] | undefined;
}

/** A new payout account the user typed, which must be verified before the payout is sent. */
export interface AccountToVerify {
  field: string;
  value: string;
  requisiteTypeId: number | null;
}

/**
 * The new payout account of a submit that needs verification first (spec section 2: verify_new_payout_account): a
 * flagged field holding a value that is none of its saved accounts (its options). A saved account needs none.
 */
export function accountToVerify(parameters: readonly AccountParameter[], values: Readonly<Record<string, unknown>>): AccountToVerify | null {
  for (const parameter of parameters) {
    if (parameter.verify_new_payout_account !== true || parameter.name === undefined) continue;
    const value = values[parameter.name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (parameter.options?.some((option) => option.value === value) === true) continue;
    return { field: parameter.name, value, requisiteTypeId: parameter.user_requisite_type_id ?? null };
  }
  return null;
}
