import type { PaymentResult } from '../server/v1/types.ts';
import type { ResultStatus } from './result-route.ts';

/**
 * Whether a payment answer opens the one-time code dialog (spec section 2: OTP on submit): it awaits a code, and the
 * payment is not settled already (`standing`: null while it is on its way). A realtime push that said success or
 * decline before this answer came leaves no code to ask for: the answer shows the outcome instead.
 */
export function asksForCode(answer: PaymentResult, standing: ResultStatus | null | undefined): boolean {
  return answer.action === 'await' && answer.otp_required === true && standing !== 'success' && standing !== 'error';
}
