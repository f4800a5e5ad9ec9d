// TEMPORARY shim until the payload registry lands (helper branch `payloads` replaces this file).
import { parsePayload } from '../../schemas/validators/parse-payload.ts';
import type { PaymentResult } from '../../schemas/server/v1/types.ts';
import { cashierRequest } from './http.ts';
import type { GroupsApi } from './groups-api.ts';

export function submitPayment(sessionId: string, api: GroupsApi, payGroupId: number, payload: unknown, signal: AbortSignal): Promise<PaymentResult> {
  return cashierRequest({ call: api.calls.submit, method: 'POST', path: `${api.base}/${payGroupId}/submit`, sessionId, body: payload, signal, parse: (json) => parsePayload('paymentResult', json), answer: 'payment result' });
}
