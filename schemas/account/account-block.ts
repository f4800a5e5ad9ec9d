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

/** What the account-blocked screen is opened with: the block, and where support is (support_url). */
export interface BlockedScreenState extends AccountBlock {
  supportUrl: string | null;
}

/**
 * The account-blocked screen's state from its history entry: kept there rather than in a store so that a reload of
 * the screen still counts down; null for an entry that holds none (the address typed or shared).
 */
export function readBlockedScreenState(state: unknown): BlockedScreenState | null {
  const block: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'accountBlock') : undefined;
  if (typeof block !== 'object' || block === null) return null;
  const until: unknown = Reflect.get(block, 'until');
  const supportUrl: unknown = Reflect.get(block, 'supportUrl');
  if (until !== null && (typeof until !== 'number' || !Number.isFinite(until))) return null;
  return { until, supportUrl: typeof supportUrl === 'string' ? supportUrl : null };
}

/** The history state that opens the account-blocked screen with `block`. */
export function blockedScreenState(block: BlockedScreenState): { accountBlock: BlockedScreenState } {
  return { accountBlock: block };
}
