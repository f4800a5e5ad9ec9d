import type { PaymentStatus } from '../../schemas/server/v1/types.ts';
import { send } from './endpoint.ts';

/** GET payments/status: where the session's payment, or its payout-account check, stands (the account status page). */
export function getPaymentStatus(sessionId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  return send(sessionId, { kind: 'query', name: 'getPaymentStatus', method: 'GET', path: '/payments/status', payload: 'paymentStatus' }, signal);
}
