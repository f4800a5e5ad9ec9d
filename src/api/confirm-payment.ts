import type { PaymentResult } from '../../schemas/server/v1/types.ts';
import { sendMutation } from './send-mutation.ts';
import type { GroupsApi } from './groups-api.ts';

/**
 * confirmPayment: POST {base}/{payGroupId}/confirm, a mutation: the user says they paid elsewhere (the display form's
 * made-payment button). Answers like a submit; the response is used as is (spec section 7).
 */
export function confirmPayment(sessionId: string, api: GroupsApi, payGroupId: number, signal?: AbortSignal): Promise<PaymentResult> {
  return sendMutation(sessionId, { kind: 'mutation', name: 'confirmPayment', method: 'POST', path: `${api.base}/${payGroupId}/confirm`, payload: 'paymentResult', body: {} }, signal);
}
