/** The decline sub-reasons the cashier has a sentence for; any other is shown as a code to quote to support. */
export const KNOWN_SUB_REASONS = ['insufficient_funds', 'limit_exceeded', 'invalid_account', 'verification_required'] as const;

export type KnownSubReason = (typeof KNOWN_SUB_REASONS)[number];

/** The known sub-reason a code names (any case), or null for a code the cashier has no sentence for. */
export function knownSubReason(code: string): KnownSubReason | null {
  const lower = code.toLowerCase();
  return KNOWN_SUB_REASONS.find((known) => known === lower) ?? null;
}
