import type { SubmissionBody } from '../../schemas/payload/payload-options.ts';
import { IDEMPOTENCY_HEADER } from '../../schemas/payload/submit-intent.ts';
import type { PaymentResult } from '../../schemas/server/v1/types.ts';
import { sendMutation } from './send-mutation.ts';
import type { GroupsApi } from './groups-api.ts';

/**
 * submitDeposit / submitWithdrawal: POST {base}/{payGroupId}/submit with the flow's body, a mutation; cancellable
 * through the signal, and keyed by its submit intent (a retry reuses the key). An expired session is shown as the
 * flow's `submitSessionExpiry` says (spec section 8).
 */
export function submitPayment(
  sessionId: string,
  api: GroupsApi,
  payGroupId: number,
  body: SubmissionBody,
  signal: AbortSignal,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const path = `${api.base}/${payGroupId}/submit`;
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  // An answer whose validator did not load is an unknown outcome (send-mutation.ts), never "could not be sent".
  return sendMutation(sessionId, { kind: 'mutation', name: api.calls.submit, method: 'POST', path, payload: 'paymentResult', body, headers, sessionExpiry: api.submitSessionExpiry }, signal);
}
