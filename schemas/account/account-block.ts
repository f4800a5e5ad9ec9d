/** The select answer's verification-block fields (spec section 3: method form details, withdrawal). */
export interface VerificationBlockFields {
  payout_account_verification_blocked?: boolean | undefined;
  payout_account_verification_blocked_until?: string | null | undefined;
}

/** Verification of new payout accounts is blocked: until a time (epoch ms), or with no end given. */
export interface AccountBlock {
  until: number | null;
}

/**
 * Whether the account-blocked screen stands in for the form (spec section 2): payout_account_verification_blocked,
 * unless its blocked_until has passed. A blocked_until that is no date leaves the block without a countdown.
 */
export function accountBlockOf(details: VerificationBlockFields, now: number): AccountBlock | null {
  if (details.payout_account_verification_blocked !== true) return null;
  const text = details.payout_account_verification_blocked_until;
  const until = text === null || text === undefined ? Number.NaN : Date.parse(text);
  if (Number.isNaN(until)) return { until: null };
  return until > now ? { until } : null;
}

/** What the account-blocked screen is opened with: the block, where support is (support_url), the form it stands in for. */
export interface BlockedScreenState extends AccountBlock {
  supportUrl: string | null;
  /** The address of the method's form (no query): where Try again leads once the block is over; null for the list. */
  formPath: string | null;
}

/** The history state that opens the account-blocked screen with `block` (read back by blocked-screen-state.ts). */
export function blockedScreenState(block: BlockedScreenState): { accountBlock: BlockedScreenState } {
  return { accountBlock: block };
}
