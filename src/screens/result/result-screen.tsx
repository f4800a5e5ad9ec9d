import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import type { ResultDisplay, ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/result.ts';
import { linkTo } from '../../store/session-store.ts';
import { postToParent } from '../../embedding/parent-bridge.ts';

/** Spec section 4: error shows as decline; processing and await as processing. */
const DISPLAY: Record<ResultStatus, ResultDisplay> = { success: 'success', error: 'decline', processing: 'processing', await: 'processing' };

const ICONS: Record<ResultDisplay, string> = { success: '✓', decline: '!', processing: '…' };

interface ResultScreenProps {
  flow: ScreenFlow;
  status: ResultStatus;
}

/** The end of a payment in any flow: success, decline or processing, with the way back to the flow's methods. */
export default function ResultScreen({ flow, status }: ResultScreenProps): ReactNode {
  const display = DISPLAY[status];
  const texts = flow.texts.results[display];
  useEffect(() => postToParent({ id: 'result', status: display }), [display]);
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
