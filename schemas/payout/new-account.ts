/** What of the select answer decides whether the user may withdraw to an account not saved yet. */
export interface NewAccountRules {
  allow_new_payout_account?: boolean;
  payout_account_verification_blocked?: boolean;
}

/** A new payout account may be added: the server allows it and its verification is not blocked. */
export function newAccountAllowed(rules: NewAccountRules): boolean {
  return rules.allow_new_payout_account !== false && rules.payout_account_verification_blocked !== true;
}
