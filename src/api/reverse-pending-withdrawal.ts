import type { ReversalResult } from '../../schemas/server/v1/types.ts';
import { sendMutation } from './send-mutation.ts';

/**
 * GET payments/reverse-pending-withdrawal: cancels the user's pending payouts and returns their money to the balance.
 * A GET with side effects, so a mutation sent once when the user confirms, never a revalidating query; an answer it
 * cannot check leaves the outcome unknown (send-mutation.ts).
 */
export function reversePendingWithdrawal(sessionId: string): Promise<ReversalResult> {
  return sendMutation(sessionId, { kind: 'mutation', name: 'reversePendingWithdrawal', method: 'GET', path: '/payments/reverse-pending-withdrawal', payload: 'reversalResult' });
}
