import { useCallback, useState } from 'react';
import { openErrorPopup } from '../../error-popup/error-popup-store.ts';
import { translate } from '../../i18n/form.ts';
import { showToast } from '../../toast/toast-store.ts';
import { formActions } from './form-actions-chunk.ts';

/** Cards deleted in this visit, by session: a form opened again (Back from a result page) leaves them out too. */
const deletedBySession = new Map<string, ReadonlySet<string>>();

/**
 * Saved cards the user deleted in this visit. A deleted card leaves the choices once the server confirms, and a
 * success toast says so; otherwise the error popup says why, as the account pages do (saved-card-removal.ts, in the
 * form's deferred chunk): refused, still saved; not confirmed, the saved cards asked again (a card no longer saved
 * leaves); or could not be deleted (its code not loading too), with the error's code.
 */
export function useSavedCardDeletion(sessionId: string): { deleted: ReadonlySet<string>; onDeleteCard: (cardId: string, cardName: string) => void } {
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => deletedBySession.get(sessionId) ?? new Set());
  const onDeleteCard = useCallback(
    (cardId: string, cardName: string) => {
      formActions
        .load()
        .then(({ removeSavedCard }) => removeSavedCard(sessionId, cardId, cardName))
        .then(
          ({ gone, failure }) => {
            if (gone) {
              const next = new Set(deletedBySession.get(sessionId)).add(cardId);
              deletedBySession.set(sessionId, next);
              setDeleted(next);
            }
            if (failure === null) showToast({ kind: 'success', text: translate('APP.CARD.DELETED') });
            else openErrorPopup(failure.text ?? translate('APP.CARD.DELETE_FAILED'), failure.error);
          },
          (error: unknown) => openErrorPopup(translate('APP.CARD.DELETE_FAILED'), error),
        );
    },
    [sessionId],
  );
  return { deleted, onDeleteCard };
}
