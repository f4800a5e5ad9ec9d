import type { Payload } from '../../schemas/server/v1/payloads.ts';
import { send } from './endpoint.ts';

/** What POST /user-cards/recurring-check answers. */
export type RecurringCheckAnswer = Payload<'recurringCheck'>;

/**
 * POST /user-cards/recurring-check with user_card_id and amount (spec section 7): whether a saved card needs its code
 * above the recurring maximum. A read with no side effect, sent directly (no cache: the answer holds for one amount).
 */
export function recurringCheck(sessionId: string, userCardId: number, amount: number, signal?: AbortSignal): Promise<RecurringCheckAnswer> {
  const body = { user_card_id: userCardId, amount };
  return send(sessionId, { kind: 'query', name: 'recurringCheck', method: 'POST', path: '/user-cards/recurring-check', payload: 'recurringCheck', body }, signal);
}
