import type { PaymentStatusAnswer } from '../../schemas/server/v1/types.ts';
import { send } from './endpoint.ts';

/**
 * GET payments/status: where the session's payment stands. A read, but polled on a schedule of its own
 * (screens/result/status-polling.ts) rather than cached: every call must reach the server.
 */
export function getPaymentStatus(sessionId: string, path: '/payments/status', signal: AbortSignal): Promise<PaymentStatusAnswer> {
  return send(sessionId, { kind: 'query', name: 'getPaymentStatus', method: 'GET', path, payload: 'paymentStatus' }, signal);
}
