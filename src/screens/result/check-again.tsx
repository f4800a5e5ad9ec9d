import { useState, type ReactNode } from 'react';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/result.ts';
import type { PaymentWait } from './status-polling.ts';

interface CheckAgainProps {
  flow: ScreenFlow;
  /** The page's wait for the final status (usePaymentStatus). */
  wait: PaymentWait;
  /** The wait stopped: the unconfirmed processing page (ProcessingWait). */
  stopped: boolean;
}

/**
 * "Check again" on the unconfirmed processing page: asks the status call anew, where the flow has one. The page puts it
 * first in its ways on's column (ResultActions), as wide as they are and as far apart.
 */
export function CheckAgain({ flow, wait, stopped }: CheckAgainProps): ReactNode {
  // Once pressed, the button stays while the page asks again: it keeps the focus, and may be pressed again.
  const [asked, setAsked] = useState(false);
  if (!(stopped || asked) || flow.api.statusPath === null) return null;
  return (
    <button type="button" className="button" onClick={() => {
        setAsked(true);
        wait.askAgain();
      }}
    >
      {translate('APP.RESULT.CHECK_AGAIN')}
    </button>
  );
}
