import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ResultDisplay, ScreenFlow } from '../../flows/define-flow.ts';
import type { CommonKey, ResultKey } from '../../i18n/message-key.ts';
import { translate } from '../../i18n/result.ts';
import type { StoredPayment } from '../../store/stored-payment.ts';
import { linkTo } from '../../store/session-store.ts';
import { skipLastUsedMethod, startAfresh } from '../../store/flow-store.ts';

interface ResultActionsProps {
  flow: ScreenFlow;
  display: ResultDisplay | 'none';
  payment: StoredPayment | null;
  /** Takes the user back to the merchant; null when there is nowhere to go. */
  intoGame: (() => void) | null;
  /** A way on of the page itself, first in the column (the unconfirmed page's "Check again"): one gap between them all. */
  children?: ReactNode;
}

interface Action {
  label: ResultKey | CommonKey;
  run: () => void;
}

/**
 * The ways on from a result page (spec section 2): a decline offers "try again" (the same method, with the amount)
 * apart from "change method" (the list); every page offers the way back to the merchant when there is one, and the
 * list of methods for another payment unless the session pays one order. The first is the primary action.
 */
export function ResultActions({ flow, display, payment, intoGame, children }: ResultActionsProps): ReactNode {
  const [, navigate] = useLocation();
  const toList = (): void => {
    startAfresh(true);
    navigate(linkTo(flow.routes.list));
  };
  const method = payment?.method ?? null;
  const retry: Action | null =
    method === null
      ? null
      : {
          label: 'APP.ERROR.RETRY',
          run: () => {
            startAfresh(false);
            navigate(linkTo(flow.routes.methodLink(method)));
          },
        };
  const changeMethod: Action = {
    label: 'APP.RESULT.CHANGE_METHOD',
    run: () => {
      skipLastUsedMethod();
      toList();
    },
  };
  const back: Action | null = intoGame === null ? null : { label: flow.texts.toMerchant, run: intoGame };
  const allMethods: Action = { label: 'APP.ALL_METHODS', run: toList };
  // A session that pays one order (checkout) has no other payment to choose once it is paid or may still be.
  const onward = flow.onePayment ? [back] : [back, allMethods];
  const shown = (display === 'decline' ? [retry, changeMethod, back] : onward).filter((action): action is Action => action !== null);
  return (
    <div className="status__actions">
      {children}
      {shown.map((action, index) => (
        <button key={action.label} type="button" className={index === 0 ? 'button button--primary' : 'button'} onClick={action.run}>
          {translate(action.label)}
        </button>
      ))}
    </div>
  );
}
