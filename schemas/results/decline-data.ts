import type { PaymentResult } from '../server/v1/types.ts';
import type { ResultStatus } from './result-route.ts';

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

/** What a payment's answer says of its decline: the server's reason (error_message, as sent) and its decline data. */
export interface DeclineOfAnswer {
  reason: string | null;
  decline: DeclineData | null;
}

/**
 * The decline an answer that ended the payment in `status` carries (a submit's, a 3-D Secure result's): its reason and
 * decline data when it is a declined result, nothing otherwise.
 */
export function declineOfAnswer(answer: PaymentResult, status: ResultStatus): DeclineOfAnswer {
  if (status !== 'error' || answer.action !== 'result') return { reason: null, decline: null };
  return { reason: answer.error_message ?? null, decline: declineDataOf(answer) };
}
