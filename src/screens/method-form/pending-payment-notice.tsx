import { useState, type ReactNode } from 'react';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/form.ts';
import { paymentOf, useSubmitting } from '../../store/flow-store.ts';
import { leftUnanswered } from './hold-page.ts';

/** A payment of the session that may still go through: sent and left unanswered, or answered as processing. */
function mayBePending(sessionId: string): boolean {
  const status = paymentOf(sessionId)?.status;
  return leftUnanswered(sessionId) || status === 'processing' || status === 'await';
}

/**
 * Over the form while a payment of its session may still be going through (browser Back from the processing page, or
 * a reload while a submit was on the wire): paying again may pay twice. Gone once the user sends the form anyway.
 */
export function PendingPaymentNotice({ sessionId, flow }: { sessionId: string; flow: ScreenFlow }): ReactNode {
  const [shown, setShown] = useState(() => mayBePending(sessionId));
  const submitting = useSubmitting();
  if (shown && submitting) setShown(false);
  return shown ? (
    <p className="form-notice" role="status">
      {translate(flow.texts.mayBePending)}
    </p>
  ) : null;
}
