import type { PaymentStatusAnswer } from '../server/v1/types.ts';

/** A payment's final status, as its result page shows it; null while it is still under way. */
export type FinalStatus = 'success' | 'error';

/** The acquirer's words for a payment that will not go through (transaction_status). */
const FAILED_TRANSACTIONS: ReadonlySet<string> = new Set(['fail', 'failed', 'declined', 'error', 'rejected', 'canceled', 'cancelled', 'expired']);

/**
 * Whether the status call says the payment is over, and how (spec section 4: fail shows as decline). The cashier's
 * result_status decides when it is final; a fatal error is a decline; otherwise the acquirer's transaction_status
 * (success, or one of the failed words); anything else (pending, processing, unknown words) is still under way.
 */
export function finalStatusOf(answer: PaymentStatusAnswer): FinalStatus | null {
  if (answer.result_status === 'success') return 'success';
  if (answer.result_status === 'fail' || answer.error_fatal === true) return 'error';
  if (answer.result_status === 'processing') return null;
  const transaction = answer.transaction_status?.toLowerCase();
  if (transaction === 'success') return 'success';
  return transaction !== undefined && FAILED_TRANSACTIONS.has(transaction) ? 'error' : null;
}
