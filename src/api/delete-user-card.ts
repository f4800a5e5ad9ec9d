import type { Payload } from '../../schemas/server/v1/payloads.ts';
import { send } from './endpoint.ts';
import { isUserCardsKey } from './user-cards.ts';
import { loadChunk } from '../telemetry/errors/chunk-load.ts';

/** What DELETE /user-cards answers: free-form, any JSON object (the fixture sends `{ success: true }`). */
export type DeleteUserCardAnswer = Payload<'userCardDeleted'>;

/**
 * DELETE /user-cards with the card id, withholding_type Payment (spec section 7), a mutation: forgets a saved card;
 * the session's saved-cards queries are then asked again. swr is imported only then, so the card form does not carry it.
 */
export async function deleteUserCard(sessionId: string, cardId: string): Promise<DeleteUserCardAnswer> {
  const body = { card_id: cardId, withholding_type: 'Payment' };
  const answer = await send(sessionId, { kind: 'mutation', name: 'deleteUserCard', method: 'DELETE', path: '/user-cards', payload: 'userCardDeleted', body });
  // Destructured where it is imported, so the build keeps only swr's mutate (not its hooks) in that chunk.
  const mutate = await loadChunk(() => import('swr').then(({ mutate }) => mutate))();
  await mutate(isUserCardsKey(sessionId));
  return answer;
}
