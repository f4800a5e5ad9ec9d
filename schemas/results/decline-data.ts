/** Spec section 3, withdrawal decline data: the server's finer reason code and its comment for the user. */
export interface DeclineData {
  /** decline_sub_reason, as sent (a code such as insufficient_funds); null when absent or blank. */
  subReason: string | null;
  /** The comment, free text shown as text; null when absent or blank. */
  comment: string | null;
}

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
