import type { SubmissionBody } from '../../schemas/payload/payload-options.ts';
import { IDEMPOTENCY_HEADER } from '../../schemas/payload/submit-intent.ts';
import type { PaymentResult } from '../../schemas/server/v1/types.ts';
import { isChunkLoadError } from '../telemetry/errors/chunk-load.ts';
import { CashierApiError } from './api-error.ts';
import { send } from './endpoint.ts';
import type { GroupsApi } from './groups-api.ts';

/**
 * submitDeposit / submitWithdrawal: POST {base}/{payGroupId}/submit with the flow's body, a mutation; cancellable
 * through the signal, and keyed by its submit intent (a retry reuses the key). An expired session is shown as the
 * flow's `submitSessionExpiry` says (spec section 8).
 */
export async function submitPayment(
  sessionId: string,
  api: GroupsApi,
  payGroupId: number,
  body: SubmissionBody,
  signal: AbortSignal,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const path = `${api.base}/${payGroupId}/submit`;
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  try {
    return await send(sessionId, { kind: 'mutation', name: api.calls.submit, method: 'POST', path, payload: 'paymentResult', body, headers, sessionExpiry: api.submitSessionExpiry }, signal);
  } catch (error) {
    // The only code a call waits for is its answer's validator, which reads a 2xx alone: the server took the payment,
    // and what it said cannot be checked. An answer the cashier cannot use, so the outcome is unknown
    // (outcome-unknown.ts), never "could not be sent": paying again could pay twice.
    if (!isChunkLoadError(error)) throw error;
    throw new CashierApiError(api.calls.submit, { kind: 'PAYLOAD_INVALID', details: `The paymentResult payload could not be checked: its validator did not load (${String(error)}).` });
  }
}
