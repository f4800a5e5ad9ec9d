import { useCallback, useState } from 'react';
import { openErrorPopup } from '../../error-popup/error-popup-store.ts';
import { translate } from '../../i18n/form.ts';
import { showToast } from '../../toast/toast-store.ts';
import { formActions } from './form-actions-chunk.ts';

/** Cards deleted in this visit, by session: a form opened again (Back from a result page) leaves them out too. */
const deletedBySession = new Map<string, ReadonlySet<string>>();

/**
 * Saved cards the user deleted in this visit. A deleted card leaves the choices once the server confirms, and a
 * success toast says so; on failure (its code not loading too) it stays and the error popup says why, with the error's
 * code, reported as the account pages' removals are (removal-failure.ts, with the call in the form's deferred chunk):
 * a refusal, the server's answer, is not; code that did not load is reported by its loader.
 */
export function useSavedCardDeletion(sessionId: string): { deleted: ReadonlySet<string>; onDeleteCard: (cardId: string) => void } {
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => deletedBySession.get(sessionId) ?? new Set());
  const onDeleteCard = useCallback(
    (cardId: string) => {
      formActions
        .load()
        .then(({ deleteUserCard, removalFailure }) =>
          deleteUserCard(sessionId, cardId).catch((error: unknown) => {
            // Told as every page that removes a card tells it: a refusal, the server's answer, is no error to report.
            removalFailure(error);
            throw error;
          }),
        )
        .then(
        () => {
          const next = new Set(deletedBySession.get(sessionId)).add(cardId);
          deletedBySession.set(sessionId, next);
          setDeleted(next);
          showToast({ kind: 'success', text: translate('APP.CARD.DELETED') });
        },
        (error: unknown) => openErrorPopup(translate('APP.CARD.DELETE_FAILED'), error),
      );
    },
    [sessionId],
  );
  return { deleted, onDeleteCard };
}
