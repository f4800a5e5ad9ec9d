import type { ReactNode } from 'react';
import type { FlowType } from '../../../schemas/server/v1/types.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import type { ResultKey } from '../../i18n/message-key.ts';
import { translate } from '../../i18n/result.ts';
import type { PaymentWait } from './status-polling.ts';

/** The unconfirmed texts of a payment (deposit; routing is a step of a deposit). */
const PAYMENT_UNCONFIRMED = {
  title: 'APP.RESULT.PROCESSING.UNCONFIRMED_TITLE',
  text: 'APP.RESULT.PROCESSING.UNCONFIRMED_TEXT',
  status: 'APP.RESULT.PROCESSING.UNCONFIRMED',
} as const;

/**
 * What the page says once it stops waiting, by flow: its title, its first sentence (no answer came that it can trust;
 * never the processing page's "as soon as it is confirmed", which may not come), and in its status line what to check
 * before paying (requesting) again. Kept here, not in the flow's texts (FlowTexts.waiting), which every first path
 * carries (65 B gzip more): only this page reads it.
 */
export const UNCONFIRMED_TEXTS: Readonly<Record<FlowType, Readonly<{ title: ResultKey; text: ResultKey; status: ResultKey }>>> = {
  deposit: PAYMENT_UNCONFIRMED,
  // A checkout pays a shop's order: what to check is the order, not a balance.
  checkout: { ...PAYMENT_UNCONFIRMED, status: 'APP.CHECKOUT.PROCESSING.UNCONFIRMED' },
  routing: PAYMENT_UNCONFIRMED,
  withdrawal: {
    title: 'APP.WITHDRAWAL.PROCESSING.UNCONFIRMED_TITLE',
    text: 'APP.WITHDRAWAL.PROCESSING.UNCONFIRMED_TEXT',
    status: 'APP.WITHDRAWAL.PROCESSING.UNCONFIRMED',
  },
};

interface ProcessingWaitProps {
  flow: ScreenFlow;
  /** The page's wait for the final status (usePaymentStatus). */
  wait: PaymentWait;
  /** The wait stopped: no answer said the server has the payment (unconfirmed-entry.ts), and it took long. */
  stopped: boolean;
}

/**
 * A processing page's wait for the final status (the status call, or a reported one), told in its status line. A
 * payment no answer confirmed (a 504, a timeout) may never have reached the server, whose status call then never
 * settles it: once the wait takes long it stops asking and says the outcome could not be confirmed, with what to check
 * before paying again, never that it failed (the page's title, first sentence and icon change too, and "Check again"
 * asks anew where the flow has a status call: result-screen.tsx, CheckAgain). A reported status (a push) still moves
 * the page on.
 */
export function ProcessingWait({ flow, wait, stopped }: ProcessingWaitProps): ReactNode {
  const { waiting } = flow.texts;
  return (
    <p className="status__checking" role="status" aria-live="polite">
      {!wait.slow && <span className="spinner" aria-hidden="true" />}
      {translate(stopped ? UNCONFIRMED_TEXTS[flow.type].status : wait.slow ? waiting.slow : waiting.checking)}
    </p>
  );
}
