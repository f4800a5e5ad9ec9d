/** A server id that is a number, bare or after a word: "1207", "req_1207", "REQ-1207" (its leading zeros dropped). */
const NUMBERED = /^(?:\p{L}+[_-]?)?0*(\d+)$/u;

/**
 * The id of a saved payout account in one form (spec section 3 and 7 are silent on how an option's value relates to
 * POST /requisite/create's requisite_id): the number when it is a number, bare or after a word ("req_1207", "1207" and
 * 1207 name one account), else the id as given.
 */
export function accountIdKey(id: string): string {
  const trimmed = id.trim();
  return NUMBERED.exec(trimmed)?.[1] ?? trimmed;
}

/** Whether two ids the server gave (an option's value, a requisite_id) name the same saved account. */
export const sameAccountId = (one: string, other: string): boolean => accountIdKey(one) === accountIdKey(other);
