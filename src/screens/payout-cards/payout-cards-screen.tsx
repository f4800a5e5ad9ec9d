import type { ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { payoutCardOf, type PayoutCard } from '../../../schemas/payout/payout-card.ts';
import { methodChoiceOf, useMethodInfo, useMethods } from '../../api/methods.ts';
import { useUserCards } from '../../api/use-user-cards.ts';
import { deleteUserCard } from '../../api/delete-user-card.ts';
import { deviceFingerprint } from '../../app/fingerprint.ts';
import { useReady } from '../../embedding/once-notices.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/payout.ts';
import { storedSelectedMethodId } from '../../store/flow-store.ts';
import { choosePayoutCard } from '../../store/payout-store.ts';
import { linkTo, useTextDirection } from '../../store/session-store.ts';
import { CardNameText } from '../card-removal/card-name-text.tsx';
import { CardRemovalOutcome, type CardRemovalKeys } from '../card-removal/card-removal-outcome.tsx';
import { useCardRemoval } from '../card-removal/use-card-removal.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { MethodListLink } from '../status/method-list-link.tsx';
import { SupportLink } from '../verification/support-link.tsx';
import { Loading } from '../status/loading.tsx';
import './payout-cards.css';

interface PayoutCardsProps {
  sessionId: string;
  flow: ScreenFlow;
}

/** "Visa •••• 1111": what names a card on the list, in the delete dialog and in what is said of its removal. */
const cardName = (card: PayoutCard): string => [card.brand, card.last4 === null ? null : `•••• ${card.last4}`].filter(Boolean).join(' ') || translate('APP.PAYOUT.CARD');

/** A card of the list with its name, as its row, its dialog and its removal's sentence say it. */
type NamedPayoutCard = PayoutCard & { name: string };

/** What /withdrawal-cards says of a removal, in its confirm dialog and after it. */
const REMOVAL_KEYS = {
  removed: 'APP.PAYOUT.DELETED',
  unknown: 'APP.PAYOUT.DELETE_UNKNOWN',
  refused: 'APP.PAYOUT.DELETE_REFUSED',
  failed: 'APP.PAYOUT.DELETE_FAILED',
  title: 'APP.PAYOUT.DELETE_CONFIRM',
  text: 'APP.PAYOUT.DELETE_TEXT',
  keep: 'APP.PAYOUT.CANCEL',
  remove: 'APP.PAYOUT.DELETE',
  removing: 'APP.PAYOUT.DELETING',
} as const satisfies CardRemovalKeys<string>;

/**
 * /withdrawal-cards, the payout entry page of a card method (spec section 2): the user's saved cards (GET /user-cards),
 * each chosen with one press and deletable after a confirmation, "Add a new card" where the method allows new payout
 * accounts, and the way back to the methods. A choice opens the method's form on that card.
 */
export default function PayoutCardsScreen({ sessionId, flow }: PayoutCardsProps): ReactNode {
  const [, navigate] = useLocation();
  const dir = useTextDirection();
  const methods = useMethods(sessionId, flow.api);
  const selectedId = storedSelectedMethodId();
  const method = methods.data?.methods.find((candidate) => candidate.id === selectedId);
  const info = useMethodInfo(sessionId, flow.api, methodChoiceOf(method));
  const saved = useUserCards(sessionId, deviceFingerprint());
  // deleteUserCard asks the saved cards again itself; the form's select answer lists them too: asked again, so the form
  // never offers a deleted card.
  const removal = useCardRemoval<NamedPayoutCard>({ remove: (cardId) => deleteUserCard(sessionId, cardId), refresh: info.reload, listed: saved.data?.cards });
  useReady(saved.data !== undefined || saved.error !== undefined);

  if (methods.error !== undefined) return <ErrorScreen error={methods.error} onRetry={methods.reload} />;
  if (methods.data === undefined) return <Loading />;
  // Opened bare (a reload after the choice was forgotten, a shared link): the methods to choose from.
  if (method === undefined) return <Redirect to={linkTo(flow.routes.list)} replace />;
  // The cashier and the method did load: the heading names what did not.
  if (saved.error !== undefined)
    return (
      <ErrorScreen title={translate('APP.PAYOUT.CARDS_FAILED')} error={saved.error} onRetry={() => void saved.mutate()}>
        <MethodListLink listPath={flow.routes.list} />
      </ErrorScreen>
    );
  if (saved.data === undefined) return <Loading />;

  const cards = saved.data.cards.map((stored): NamedPayoutCard => {
    const card = payoutCardOf(stored, dir);
    return { ...card, name: cardName(card) };
  });
  const allowNew = info.data === undefined || flow.payoutAccounts?.newAccountAllowed(info.data) !== false;
  const choose = (cardId: string | null): void => {
    choosePayoutCard(method.id, cardId);
    navigate(linkTo(flow.routes.methodLink(method.short_name)));
  };

  return (
    <section className="panel" aria-labelledby="payout-cards-title">
      <Link href={linkTo(flow.routes.list)} className="back-link">
        {translate('APP.ALL_METHODS')}
      </Link>
      <h1 id="payout-cards-title" className="panel__title">
        {translate('APP.PAYOUT.CARDS_TITLE')}
      </h1>
      <p className="status__text">
        <bdi>{method.public_name}</bdi>
      </p>
      {cards.length === 0 && <p className="status__text">{translate('APP.PAYOUT.NO_CARDS')}</p>}
      <ul className="payout-cards">
        {cards.map((card) => (
          <li key={card.id} className="payout-card">
            <button type="button" className="method payout-card__choose" disabled={removal.removing === card.id} onClick={() => choose(card.id)}>
              <span className="payout-card__name" dir="ltr">
                <CardNameText name={card.name} />
              </span>
              {card.expiry !== null && <span className="method__info"> {translate('APP.PAYOUT.CARD_EXPIRES', { expiry: card.expiry })}</span>}
            </button>
            <button
              type="button"
              className="icon-button payout-card__delete"
              aria-label={translate('APP.PAYOUT.DELETE_CARD', { brand: card.brand ?? '', last4: card.last4 ?? '' })}
              disabled={removal.removing === card.id}
              onClick={() => removal.ask(card)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {allowNew ? (
        <button type="button" className="button" onClick={() => choose(null)}>
          {translate('APP.PAYOUT.ADD_CARD')}
        </button>
      ) : (
        <>
          <p className="status__text">{translate('APP.PAYOUT.NO_NEW_CARD')}</p>
          <SupportLink url={info.data?.support_url ?? null} label={translate('APP.PAYOUT.CONTACT_SUPPORT')} />
        </>
      )}
      <CardRemovalOutcome removal={removal} keys={REMOVAL_KEYS} translate={translate} />
    </section>
  );
}
