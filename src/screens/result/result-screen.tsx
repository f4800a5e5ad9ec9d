import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import type { ResultDisplay, ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/result.ts';
import { useReady } from '../../embedding/once-notices.ts';
import type { StoredPayment } from '../../store/stored-payment.ts';
import { linkTo } from '../../store/session-store.ts';

/** Spec section 4: error shows as decline; processing and await as processing. */
const DISPLAY: Record<ResultStatus, ResultDisplay> = { success: 'success', error: 'decline', processing: 'processing', await: 'processing' };

const ICONS: Record<ResultDisplay | 'none', string> = { success: '✓', decline: '!', processing: '…', none: '?' };

interface ResultScreenProps {
  flow: ScreenFlow;
  status: ResultStatus;
  /**
   * This session's payment (flow-store's paymentOf), handed down by the app: imported here, flow-store makes Rolldown
   * 1.2 split the session store and valtio out of the entry chunk (rolldown#10731, +1 KB on both first paths).
   */
  payment: StoredPayment | null;
}

/**
 * The end of a payment in any flow: success, decline or processing, with the way back to the flow's methods. It shows
 * only what the server answered for a payment of this session in this flow; an address opened by hand (a bookmark, a
 * guessed /deposit/deposit-success) shows that no payment was found, and tells the merchant nothing.
 */
export default function ResultScreen({ flow, status, payment }: ResultScreenProps): ReactNode {
  useReady();
  const display = payment?.flow === flow.type && payment.status === status ? DISPLAY[status] : 'none';
  const texts = display === 'none' ? { title: 'APP.RESULT.NONE.TITLE', text: 'APP.RESULT.NONE.TEXT' } as const : flow.texts.results[display];
  return (
    <section className="panel status" data-result={display} aria-labelledby="result-title">
      <span className="status__icon" aria-hidden="true">
        {ICONS[display]}
      </span>
      <h1 id="result-title" className="status__title" tabIndex={-1}>
        {translate(texts.title)}
      </h1>
      <p className="status__text">{translate(texts.text)}</p>
      <Link href={linkTo(flow.routes.list)} className="button button--primary">
        {translate(display === 'decline' ? 'APP.RESULT.RETRY' : 'APP.RESULT.ALL_METHODS')}
      </Link>
    </section>
  );
}
