import { accountIdKey } from './account-id.ts';
import { labelFits } from './account-label-fits.ts';
import { storedAccount } from './stored-account.ts';

/** A saved payout account as the select answer lists it (spec section 3: an option's label and value). */
export interface SavedAccountOption {
  label: string;
  value: string;
}

/** The parts of a form parameter that list saved accounts (spec section 3: form parameter field). */
interface AccountField {
  name?: string | undefined;
  options?: readonly SavedAccountOption[] | undefined;
}

/** The saved accounts a form's payout-account field offers (its options), none when it has none. */
export function savedAccountsOf(parameters: readonly AccountField[], field: string): readonly SavedAccountOption[] {
  return parameters.find((parameter) => parameter.name === field)?.options ?? [];
}

/** What the saved accounts tell of a typed account whose creation had an unknown outcome. */
export type SavedAccountLookup = { found: SavedAccountOption } | 'absent' | 'unclear';

/**
 * Looks for the account the user typed among the saved accounts of a fresh select answer, after its POST
 * /requisite/create had an unknown outcome: the spec has no lookup call, and an option names an account only by its
 * masked label and its id (value). Only an account saved since the create was sent (a value the form did not have)
 * can be the one it created (an id compared in whichever form the server gave it: accountIdKey, so an account created
 * since under its requisite_id 1208 is not taken for new when listed as req_1208); found once, its value stands for the
 * lost requisite_id, and its label names it among the form's saved accounts. Several that fit cannot be told apart
 * ('unclear'): neither is taken, nor is another created.
 */
export function findSavedAccount(typed: string, options: readonly SavedAccountOption[], before: ReadonlySet<string>): SavedAccountLookup {
  const known = new Set([...before].map(accountIdKey));
  const fits = options.filter((option) => !known.has(accountIdKey(option.value)) && labelFits(option.label, typed));
  const [only, ...others] = fits;
  if (only === undefined) return 'absent';
  return others.length === 0 ? { found: only } : 'unclear';
}

/**
 * The saved account a new payout account becomes once created (POST /requisite/create answers only its requisite_id):
 * its value the requisite_id, as a found account's value stands for it, and its label the account masked as the
 * server masks its saved ones, its ends as stored ("DE44 •••• 4931": the first and last 4, a short account a third
 * at each end). The bank's name the server may add is not known: the create does not answer it.
 */
export function createdAccount(typed: string, requisiteId: string): SavedAccountOption {
  const account = storedAccount(typed);
  const shown = Math.min(4, Math.floor(account.length / 3));
  return { label: `${account.slice(0, shown)} •••• ${account.slice(account.length - shown)}`.trim(), value: requisiteId };
}
