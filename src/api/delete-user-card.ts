import type { Payload } from '../../schemas/server/v1/payloads.ts';
import { CardRemovalRefused } from './card-removal-refused.ts';
import { sendMutation } from './send-mutation.ts';
import { isOutcomeUnknown } from './outcome-unknown.ts';
import { isUserCardsKey } from './user-cards.ts';
import { loadChunk } from '../telemetry/errors/chunk-load.ts';

/** What DELETE /user-cards answers: free-form, any JSON object (the fixture sends `{ success: true }`). */
export type DeleteUserCardAnswer = Payload<'userCardDeleted'>;

/** Asks the session's saved-cards queries again. swr is imported only then, so the card form does not carry it. */
async function refreshSavedCards(sessionId: string): Promise<void> {
  // Destructured where it is imported, so the build keeps only swr's mutate (not its hooks) in that chunk.
  const mutate = await loadChunk(() => import('swr').then(({ mutate }) => mutate))();
  await mutate(isUserCardsKey(sessionId));
}

/**
 * DELETE /user-cards with the card id, withholding_type Payment (spec section 7), a mutation: forgets a saved card.
 * An answer with `success: false` is a refusal, thrown as CardRemovalRefused (nothing changed, nothing is asked again).
 * The session's saved-cards queries are then asked again: after the server confirmed, and after an unknown outcome (a
 * timeout, a 504, an answer it cannot read: isOutcomeUnknown), when the server may have removed the card all the same
 * (the error is still thrown: the caller says the outcome is unknown).
 */
export async function deleteUserCard(sessionId: string, cardId: string): Promise<DeleteUserCardAnswer> {
  const body = { card_id: cardId, withholding_type: 'Payment' };
  try {
    const answer = await sendMutation(sessionId, { kind: 'mutation', name: 'deleteUserCard', method: 'DELETE', path: '/user-cards', payload: 'userCardDeleted', body });
    if (answer['success'] === false) throw new CardRemovalRefused('deleteUserCard: the server answered success: false');
    await refreshSavedCards(sessionId);
    return answer;
  } catch (error) {
    // A chunk that does not load is reported by loadChunk; the caller is told of the unknown outcome, what the user must know.
    if (isOutcomeUnknown(error)) await refreshSavedCards(sessionId).catch(() => undefined);
    throw error;
  }
}
