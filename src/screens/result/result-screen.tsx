import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../app/paths.ts';
import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import { translate } from '../../i18n/result.ts';
import type { ResultKey } from '../../i18n/message-key.ts';
import { linkTo } from '../../store/session-store.ts';
import { postToParent } from '../../embedding/parent-bridge.ts';

type Display = 'success' | 'decline' | 'processing';

/** Spec section 4: error shows as decline; processing and await as processing. */
const DISPLAY: Record<ResultStatus, Display> = { success: 'success', error: 'decline', processing: 'processing', await: 'processing' };

const TEXTS: Record<Display, { title: ResultKey; text: ResultKey }> = {
  success: { title: 'APP.RESULT.SUCCESS.TITLE', text: 'APP.RESULT.SUCCESS.TEXT' },
  decline: { title: 'APP.RESULT.DECLINE.TITLE', text: 'APP.RESULT.DECLINE.TEXT' },
  processing: { title: 'APP.RESULT.PROCESSING.TITLE', text: 'APP.RESULT.PROCESSING.TEXT' },
};

/** The end of a deposit: success, decline or processing, with the way back to the methods. */
export default function ResultScreen({ status }: { status: ResultStatus }): ReactNode {
  const display = DISPLAY[status];
  const texts = TEXTS[display];
  useEffect(() => postToParent({ id: 'result', status: display }), [display]);
  return (
    <section className="panel status" data-result={display} aria-labelledby="result-title">
      <span className="status__icon" aria-hidden="true">
        {display === 'success' ? '✓' : display === 'decline' ? '!' : '…'}
      </span>
      <h1 id="result-title" className="status__title" tabIndex={-1}>
        {translate(texts.title)}
      </h1>
      <p className="status__text">{translate(texts.text)}</p>
      <Link href={linkTo(paths.deposit.build())} className="button button--primary">
        {translate(display === 'decline' ? 'APP.RESULT.RETRY' : 'APP.RESULT.ALL_METHODS')}
      </Link>
    </section>
  );
}
