import { parsePaymentResult } from '../../schemas/validators/parse-payload';
import type { PaymentResult } from '../../schemas/server/v1/types';
import type { SubmissionPayload } from '../../schemas/payload/submission';
import { cashierRequest } from './http';

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
