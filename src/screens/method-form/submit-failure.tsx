import { useEffect, useRef, type ReactNode } from 'react';
import { focusIfLost } from '../../app/page-focus.ts';
import { useSessionExpiredNotice } from '../../embedding/once-notices.ts';
import { translate } from '../../i18n/form.ts';
import type { FormKey } from '../../i18n/message-key.ts';
import { userMessageOf } from '../../i18n/user-message.ts';

interface SubmitFailureProps {
  failure: Error | null;
  /** The session expired: no retry is offered (spec section 8; the submit button stays disabled). */
  expired: boolean;
  /** The flow's sentence of a failed submit, with `{reason}` (flow.texts.submitFailed: a payment, a withdrawal). */
  text: FormKey;
}

/** Why the last submit failed, under the form: the session-expired sentence, or the reason with the button as the retry. */
export function SubmitFailure({ failure, expired, text }: SubmitFailureProps): ReactNode {
  useSessionExpiredNotice(expired);
  const message = useRef<HTMLParagraphElement>(null);
  // The submit button that had the focus is disabled for good: the sentence that says why takes it, once it shows.
  const shownExpired = expired && failure !== null;
  useEffect(() => {
    if (shownExpired) focusIfLost(message.current);
  }, [shownExpired]);
  if (failure === null) return null;
  return (
    <p ref={message} className="form-failure" role="alert">
      {expired ? translate('CASHIER.PH2.ERROR_MESSAGE.17') : translate(text, { reason: userMessageOf(failure) })}
    </p>
  );
}
