import { useEffect, useState, type ReactNode } from 'react';
import { storedCardName } from '../../../schemas/format/stored-card-name.ts';
import { ModalDialog } from '../../../field-widgets/modal-dialog.tsx';
import { deleteUserCard } from '../../api/delete-user-card.ts';
import { getUserCards } from '../../api/user-cards.ts';
import type { UserCards } from '../../../schemas/server/v1/types.ts';
import { focusPageHeading } from '../../app/page-focus.ts';
import { reportFailure } from '../../app/report-error.ts';
import { translate } from '../../i18n/account.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';

/**
 * The saved cards, asked when the page opens and again after a removal. Plain state rather than useUserCards: its SWR
 * would be shared with the card form's chunk and put SWR back on the card form's first path (README "Budgets").
 */
function useCardList(sessionId: string): { data?: UserCards; error?: Error; reload: () => void } {
  const [state, setState] = useState<{ data?: UserCards; error?: Error }>({});
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let current = true;
    getUserCards(sessionId).then(
      (data) => current && setState({ data }),
      (error: unknown) => current && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [sessionId, asked]);
  return { ...state, reload: () => setAsked((count) => count + 1) };
}

interface ListedCard {
  id: string;
  name: string;
  expiry: string | null;
}

/** What the page says under the list: the card just removed, or why it could not be. */
type Notice = { kind: 'removed'; name: string } | { kind: 'failed'; error: unknown } | null;

/**
 * /cards (spec section 2): the user's saved cards (GET /user-cards), each removable after a confirm popup
 * (DELETE /user-cards, withholding_type Payment); the list is then asked again. Only masked numbers are shown.
 */
export function CardsScreen({ sessionId }: { sessionId: string }): ReactNode {
  const cards = useCardList(sessionId);
  const [confirming, setConfirming] = useState<ListedCard | null>(null);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // A card the server confirmed removed leaves the list at once, before the list asked again arrives.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());

  if (cards.error !== undefined) return <ErrorScreen error={cards.error} onRetry={cards.reload} />;
  if (cards.data === undefined) return <Loading />;
  const listed: ListedCard[] = cards.data.cards.filter((card) => !removed.has(card.card_id)).map((card) => ({
    id: card.card_id,
    name: storedCardName(card),
    expiry: card.exp_month !== undefined && card.exp_year !== undefined ? `${card.exp_month}/${card.exp_year.slice(-2)}` : null,
  }));

  const remove = (card: ListedCard): void => {
    setRemoving(true);
    deleteUserCard(sessionId, card.id).then(
      () => {
        focusPageHeading();
        setRemoved((previous) => new Set(previous).add(card.id));
        cards.reload();
        setNotice({ kind: 'removed', name: card.name });
        setConfirming(null);
        setRemoving(false);
      },
      (error: unknown) => {
        reportFailure(error);
        setNotice({ kind: 'failed', error });
        setConfirming(null);
        setRemoving(false);
      },
    );
  };

  return (
    <section className="panel account" aria-labelledby="cards-title">
      <h1 id="cards-title" className="panel__title">
        {translate('APP.CARDS.TITLE')}
      </h1>
      {listed.length === 0 ? (
        <p className="status__text">{translate('APP.CARDS.EMPTY')}</p>
      ) : (
        <ul className="account__cards">
          {listed.map((card) => (
            <li key={card.id} className="account__card">
              <span className="account__card-text">
                <span className="account__card-name">{card.name}</span>
                {card.expiry !== null && <span className="account__card-detail">{translate('APP.CARDS.EXPIRES', { date: card.expiry })}</span>}
              </span>
              <button type="button" className="button" aria-label={translate('APP.CARDS.REMOVE', { card: card.name })} onClick={() => setConfirming(card)}>
                {translate('APP.CARDS.CONFIRM')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {notice?.kind === 'removed' && <p className="status__text">{translate('APP.CARDS.REMOVED', { card: notice.name })}</p>}
      </div>
      {notice?.kind === 'failed' && (
        <p className="form-failure" role="alert">
          {translate('APP.CARDS.REMOVE_FAILED', { reason: userMessageOf(notice.error) })}
        </p>
      )}
      {confirming !== null && (
        <ModalDialog title={translate('APP.CARDS.CONFIRM_TITLE')} onClose={() => !removing && setConfirming(null)}>
          <p className="modal__text">{translate('APP.CARDS.CONFIRM_TEXT', { card: confirming.name })}</p>
          <div className="modal__actions">
            <button type="button" className="button" disabled={removing} onClick={() => setConfirming(null)} data-autofocus>
              {translate('APP.CARDS.KEEP')}
            </button>
            <button type="button" className="button button--primary" disabled={removing} aria-busy={removing} onClick={() => remove(confirming)}>
              {translate(removing ? 'APP.CARDS.REMOVING' : 'APP.CARDS.CONFIRM')}
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
