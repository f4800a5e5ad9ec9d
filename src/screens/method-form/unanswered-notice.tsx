import { useState, type ReactNode } from 'react';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/form.ts';
import { useSubmitting } from '../../store/flow-store.ts';
import { leftUnanswered } from './hold-page.ts';

/**
 * Over the form of a page reloaded while a payment of its session was on the wire: that payment may have gone
 * through, so paying again may pay twice. Gone once the user sends the form anyway.
 */
export function UnansweredNotice({ sessionId, flow }: { sessionId: string; flow: ScreenFlow }): ReactNode {
  const [shown, setShown] = useState(() => leftUnanswered(sessionId));
  const submitting = useSubmitting();
  if (shown && submitting) setShown(false);
  return shown ? (
    <p className="form-notice" role="status">
      {translate(flow.texts.unanswered)}
    </p>
  ) : null;
}
