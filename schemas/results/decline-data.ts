/** Spec section 3, withdrawal decline data: the server's finer reason code and its comment for the user. */
export interface DeclineData {
  /** decline_sub_reason, as sent (a code such as insufficient_funds); null when absent or blank. */
  subReason: string | null;
  /** The comment, free text shown as text; null when absent or blank. */
  comment: string | null;
}

/** The decline sub-reasons the cashier has a sentence for; any other is shown as a code to quote to support. */
export const KNOWN_SUB_REASONS = ['insufficient_funds', 'limit_exceeded', 'invalid_account', 'verification_required'] as const;

export type KnownSubReason = (typeof KNOWN_SUB_REASONS)[number];

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The decline data of an answer (submit, status call, last_decline_info); null when it carries neither field. */
export function declineDataOf(answer: { decline_sub_reason?: string | null; comment?: string | null }): DeclineData | null {
  const subReason = text(answer.decline_sub_reason);
  const comment = text(answer.comment);
  return subReason === null && comment === null ? null : { subReason, comment };
}

/** The known sub-reason a code names (any case), or null for a code the cashier has no sentence for. */
export function knownSubReason(code: string): KnownSubReason | null {
  const lower = code.toLowerCase();
  return KNOWN_SUB_REASONS.find((known) => known === lower) ?? null;
}
