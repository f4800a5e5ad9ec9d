import { deleteUserCard } from '../../api/delete-user-card.ts';
import { getUserCards } from '../../api/user-cards.ts';
import { deviceFingerprint } from '../../app/fingerprint.ts';
import { removalFailure, removalFailureText } from '../card-removal/removal-failure.ts';

/** How the card form's deletion of a saved card ended: whether the card leaves the choices, and what the popup says. */
export interface SavedCardRemoval {
  /** The card is no longer saved: the server confirmed, or the list asked again after an unknown outcome lacks it. */
  gone: boolean;
  /** Why it did not go through, said as /cards says it; `text` null for a failed call (the form's own sentence). */
  failure: { text: string | null; error: unknown } | null;
}

/**
 * The card form's DELETE /user-cards, told as the account pages tell it (removal-failure.ts): a refusal says the card
 * is still saved; an unknown outcome (a timeout, a 504, an answer it cannot read or check) says it could not be
 * confirmed, and the saved cards are asked again (GET /user-cards): a card the server no longer has leaves the choices.
 * A list that cannot be asked leaves the card shown.
 */
export async function removeSavedCard(sessionId: string, cardId: string, cardName: string): Promise<SavedCardRemoval> {
  try {
    await deleteUserCard(sessionId, cardId);
    return { gone: true, failure: null };
  } catch (error) {
    const kind = removalFailure(error);
    if (kind === 'failed') return { gone: false, failure: { text: null, error } };
    const gone =
      kind === 'unknown' && (await getUserCards(sessionId, deviceFingerprint()).then(({ cards }) => !cards.some((card) => card.card_id === cardId), () => false));
    return { gone, failure: { text: removalFailureText(kind, cardName), error } };
  }
}
