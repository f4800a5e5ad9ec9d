import { useState, type ReactNode } from 'react';
import { getPaymentStatus } from '../../api/payment-status.ts';
import type { FlowType } from '../../../schemas/server/v1/types.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import type { ResultKey } from '../../i18n/message-key.ts';
import { translate } from '../../i18n/result.ts';
import { usePaymentStatus, type FinalOutcome } from './status-polling.ts';

/**
 * What the page says once it stops waiting, by flow: what to check before paying (requesting) again. Kept here, not in
 * the flow's texts (FlowTexts.waiting), which every first path carries (65 B gzip more): only this page reads it.
 * Routing is a step of a deposit.
 */
const UNCONFIRMED: Readonly<Record<FlowType, ResultKey>> = {
  deposit: 'APP.RESULT.PROCESSING.UNCONFIRMED',
  checkout: 'APP.RESULT.PROCESSING.UNCONFIRMED',
  routing: 'APP.RESULT.PROCESSING.UNCONFIRMED',
  withdrawal: 'APP.WITHDRAWAL.PROCESSING.UNCONFIRMED',
};

interface ProcessingWaitProps {
  sessionId: string;
  flow: ScreenFlow;
  /** No answer said the server has the payment (unconfirmed-entry.ts): the wait stops once it takes long. */
  unconfirmed: boolean;
  onFinal: (outcome: FinalOutcome) => void;
}

/**
 * A processing page's wait for the final status (the status call, or a reported one), told in its status line. A
 * payment no answer confirmed (a 504, a timeout) may never have reached the server, whose status call then never
 * settles it: once the wait takes long it stops asking and says the outcome could not be confirmed, with what to check
 * before paying again, never that it failed; "Check again" asks anew where the flow has a status call. A reported status
 * (a push) still moves the page on.
 */
export function ProcessingWait({ sessionId, flow, unconfirmed, onFinal }: ProcessingWaitProps): ReactNode {
  const { slow, askAgain } = usePaymentStatus(sessionId, getPaymentStatus, flow.api.statusPath, true, onFinal, unconfirmed);
  // Once pressed, the button stays while the page asks again: it keeps the focus, and may be pressed again.
  const [asked, setAsked] = useState(false);
  const stopped = unconfirmed && slow;
  const { waiting } = flow.texts;
  return (
    <>
      <p className="status__checking" role="status" aria-live="polite">
        {!slow && <span className="spinner" aria-hidden="true" />}
        {translate(stopped ? UNCONFIRMED[flow.type] : slow ? waiting.slow : waiting.checking)}
      </p>
      {(stopped || asked) && flow.api.statusPath !== null && (
        <button type="button" className="button" onClick={() => {
            setAsked(true);
            askAgain();
          }}
        >
          {translate('APP.RESULT.CHECK_AGAIN')}
        </button>
      )}
    </>
  );
}
