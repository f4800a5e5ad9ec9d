import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paymentNoticeOf } from '../../../schemas/results/payment-notice.ts';
import type { CashierPageEvent } from '../../embedding/page-events.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/form.ts';
import { paymentOf, useSubmitting } from '../../store/flow-store.ts';
import { linkTo } from '../../store/session-store.ts';
import { leftUnanswered } from './hold-page.ts';

/** What a method form shows of its session's last payment, and whether that payment closes the form. */
export interface PaymentNoticeView {
  /** The notice above the fields, or nothing. */
  view: ReactNode;
  /** The session's one order is paid (a checkout): the form is not shown and sends nothing. */
  locked: boolean;
}

/** The notice of the session's payment, `unanswered` telling whether a page that closed left a submit of it unanswered. */
const noticeOf = (sessionId: string, flow: ScreenFlow, unanswered: boolean) => paymentNoticeOf(paymentOf(sessionId)?.status, unanswered, flow.onePayment);

/**
 * Over a form reached while its session's payment may still be going through (browser Back from the processing page,
 * a reload while a submit was on the wire) or once it went through (Back from the success page): paying again may pay
 * twice. The notice goes once the user sends the form anyway; a checkout's paid order sends nothing more, and the
 * notice leads to its success page, whose way back to the shop stands there.
 */
export function usePaymentNotice(sessionId: string, flow: ScreenFlow): PaymentNoticeView {
  const [notice, setNotice] = useState(() => noticeOf(sessionId, flow, leftUnanswered(sessionId)));
  const submitting = useSubmitting();
  if (notice !== null && submitting) setNotice(null);
  // Hidden, not unmounted, while the next screen's code loads (the page's Suspense keeps it, cleaning up only layout
  // effects): Back before that screen is drawn shows this form again, which says what became of its payment, as a form
  // drawn anew would. This page saw the answer, so nothing was left unanswered by a page that closed.
  useLayoutEffect(() => () => setNotice(noticeOf(sessionId, flow, false)), [sessionId, flow]);
  // A push settled the payment: "may still be going through" is no longer so (a checkout's paid order locks the form).
  useEffect(() => {
    const settled = (): void => setNotice(noticeOf(sessionId, flow, false));
    addEventListener('cashier:settled' satisfies CashierPageEvent, settled);
    return () => removeEventListener('cashier:settled' satisfies CashierPageEvent, settled);
  }, [sessionId, flow]);
  const locked = notice === 'orderPaid';
  const view =
    notice === null ? null : (
      <p className="form-notice" role="status">
        {translate(notice === 'pending' ? flow.texts.mayBePending : flow.texts.paid)}
        {locked && (
          <>
            {' '}
            <Link href={linkTo(flow.routes.result('success'))}>{translate('APP.FORM.SEE_PAYMENT')}</Link>
          </>
        )}
      </p>
    );
  return { view, locked };
}
