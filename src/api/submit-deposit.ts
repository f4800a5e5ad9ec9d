import { parsePaymentResult } from '../../schemas/validators/parse-payload.ts';
import type { PaymentResult } from '../../schemas/server/v1/types.ts';
import type { SubmissionPayload } from '../../schemas/payload/submission.ts';
import { cashierRequest } from './http.ts';

/** submitDeposit: POST /payments/groups/{payGroupId}/submit; cancellable through the signal. */
export function submitDeposit(sessionId: string, payGroupId: number, payload: SubmissionPayload, signal: AbortSignal): Promise<PaymentResult> {
  return cashierRequest({
    call: 'submitDeposit',
    method: 'POST',
    path: `/payments/groups/${payGroupId}/submit`,
    sessionId,
    body: payload,
    signal,
    parse: parsePaymentResult,
    answer: 'payment result',
  });
}
