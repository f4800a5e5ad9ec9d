import { useCallback, useState } from 'react';
import { deleteUserCard } from '../../api/delete-user-card.ts';
import { reportError } from '../../app/report-error.ts';

/**
 * Saved cards the user deleted in this visit, and whether the last delete failed. A deleted card leaves the choices
 * once the server confirms; on failure it stays and an alert says so.
 */
export function useSavedCardDeletion(sessionId: string): { deleted: ReadonlySet<string>; failed: boolean; onDeleteCard: (cardId: string) => void } {
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const onDeleteCard = useCallback(
    (cardId: string) => {
      setFailed(false);
      deleteUserCard(sessionId, cardId).then(
        () => setDeleted((previous) => new Set(previous).add(cardId)),
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          reportError(failure.message, failure);
          setFailed(true);
        },
      );
    },
    [sessionId],
  );
  return { deleted, failed, onDeleteCard };
}
