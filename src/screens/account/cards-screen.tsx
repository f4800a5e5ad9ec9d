import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { storedCardName } from '../../../schemas/format/stored-card-name.ts';
import { deleteUserCard } from '../../api/delete-user-card.ts';
import { getUserCards } from '../../api/user-cards.ts';
import type { UserCards } from '../../../schemas/server/v1/types.ts';
import { translate } from '../../i18n/account.ts';
import { useTextDirection } from '../../store/session-store.ts';
import { CardNameText } from '../card-removal/card-name-text.tsx';
import { CardRemovalOutcome, type CardRemovalKeys } from '../card-removal/card-removal-outcome.tsx';
import { useCardRemoval } from '../card-removal/use-card-removal.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';

/**
 * The saved cards, asked when the page opens and again after a removal (`reload` resolves once the answer is shown; the
 * last asked wins). Plain state rather than useUserCards: its SWR would be shared with the card form's chunk and put SWR
 * back on the card form's first path (README "Budgets").
 */
function useCardList(sessionId: string): { data?: UserCards; error?: Error; reload: () => Promise<void> } {
  const [state, setState] = useState<{ data?: UserCards; error?: Error }>({});
  const asked = useRef(0);
  const ask = useCallback((): Promise<void> => {
    asked.current += 1;
    const call = asked.current;
    return getUserCards(sessionId).then(
      (data) => void (call === asked.current && setState({ data })),
      (error: unknown) => void (call === asked.current && setState({ error: error instanceof Error ? error : new Error(String(error)) })),
    );
  }, [sessionId]);
  useEffect(() => {
    void ask();
    return () => {
      asked.current += 1;
    };
  }, [ask]);
  return { ...state, reload: ask };
}

interface ListedCard {
  id: string;
  name: string;
  expiry: string | null;
}

/** What /cards says of a removal, in its confirm dialog and after it. */
const REMOVAL_KEYS = {
  removed: 'APP.CARDS.REMOVED',
  unknown: 'APP.CARDS.REMOVE_UNKNOWN',
  refused: 'APP.CARDS.REMOVE_REFUSED',
  failed: 'APP.CARDS.REMOVE_FAILED',
  title: 'APP.CARDS.CONFIRM_TITLE',
  text: 'APP.CARDS.CONFIRM_TEXT',
  keep: 'APP.CARDS.KEEP',
  remove: 'APP.CARDS.CONFIRM',
  removing: 'APP.CARDS.REMOVING',
} as const satisfies CardRemovalKeys<string>;

/**
 * /cards (spec section 2): the user's saved cards (GET /user-cards), each removable after a confirm popup
 * (DELETE /user-cards, withholding_type Payment); the list is then asked again, and shows what the server still has.
 * Only masked numbers are shown.
 */
export function CardsScreen({ sessionId }: { sessionId: string }): ReactNode {
  const cards = useCardList(sessionId);
  const dir = useTextDirection();
  const removal = useCardRemoval<ListedCard>({ remove: (cardId) => deleteUserCard(sessionId, cardId), refresh: cards.reload, listed: cards.data?.cards });

  if (cards.error !== undefined) return <ErrorScreen error={cards.error} onRetry={() => void cards.reload()} />;
  if (cards.data === undefined) return <Loading />;
  const listed: ListedCard[] = cards.data.cards.map((card) => ({
    id: card.card_id,
    name: storedCardName(card, dir),
    expiry: card.exp_month !== undefined && card.exp_year !== undefined ? `${card.exp_month}/${card.exp_year.slice(-2)}` : null,
  }));

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
                <span className="account__card-name">
                  <CardNameText name={card.name} />
                </span>
                {card.expiry !== null && <span className="account__card-detail">{translate('APP.CARDS.EXPIRES', { date: card.expiry })}</span>}
              </span>
              <button
                type="button"
                className="button account__card-remove"
                disabled={removal.removing === card.id}
                aria-label={translate('APP.CARDS.REMOVE', { card: card.name })}
                onClick={() => removal.ask(card)}
              >
                {translate('APP.CARDS.CONFIRM')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <CardRemovalOutcome removal={removal} keys={REMOVAL_KEYS} translate={translate} />
    </section>
  );
}
