import type { ReversalResult } from '../../schemas/server/v1/types.ts';
import { send } from './endpoint.ts';

/**
 * GET payments/reverse-pending-withdrawal: cancels the user's pending payouts and returns their money to the balance.
 * A GET with side effects, so a mutation sent once when the user confirms, never a revalidating query.
 */
export function reversePendingWithdrawal(sessionId: string): Promise<ReversalResult> {
  return send(sessionId, { kind: 'mutation', name: 'reversePendingWithdrawal', method: 'GET', path: '/payments/reverse-pending-withdrawal', payload: 'reversalResult' });
}
