import type { DeclineOfAnswer } from '../../../schemas/results/decline-data.ts';
import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import { isNews, isPending } from '../../../schemas/results/status-news.ts';
import type { CashierPageEvent } from '../../embedding/page-events.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { reportPaymentStatus as reportToWaitingPage } from '../../screens/result/status-polling.ts';
import { flowStore } from '../../store/flow-store.ts';
import { showToast } from '../../toast/toast-store.ts';
import type { LiveDeps } from '../live-deps.ts';
import { amountOf, outcomeToast, tellsOutcome } from './outcome-notice.ts';

/** A pushed status, with a decline's reason and decline data when the push carried them. */
export type PushedStatus = { status: ResultStatus } & DeclineOfAnswer;

/**
 * The one place a realtime status event reaches the payment flow. A processing or await page waiting on the status
 * poll takes it at once (status-polling.ts), as if its status call had answered. With no page waiting yet (the push
 * came before the page mounted, or the user is elsewhere), the payment in flight is settled here (which tells the
 * merchant, once), so the page shows the final status when it opens, and a processing or await page already shown
 * moves on, as does the display form (its QR code is for paying). Anywhere else (the form, a dialog over it, the list)
 * a final status is told in a toast, unless the page or the form's submit on the wire is about to show it
 * (outcome-notice.ts); the form's notice and the payment's code dialog hear of it ('cashier:settled').
 */
export function reportPaymentStatus(deps: LiveDeps, sessionId: string, flow: ScreenFlow, { status, reason, decline }: PushedStatus): void {
  const payment = deps.paymentOf(sessionId);
  // Only a payment sent in this session and not settled yet (on its way, or processing/await) is in flight.
  const inFlight = payment !== null && payment.flow === flow.type && (payment.status === null || isPending(payment.status));
  if (!inFlight || !isNews(payment.status, status)) return;
  if ((status === 'success' || status === 'error') && reportToWaitingPage(status, reason, decline)) return;
  deps.settlePayment(sessionId, flow.type, status, reason, decline);
  const path = window.location.pathname;
  const onResultPage = path === flow.routes.result('processing') || path === flow.routes.result('await');
  // The display form's QR code and details are for paying: a payment settled shows its outcome instead.
  const onDisplayForm = path === flow.routes.displayForm && (status === 'success' || status === 'error');
  if (onResultPage || onDisplayForm) {
    deps.navigate(deps.linkTo(flow.routes.result(flow.resultStatuses.includes(status) ? status : 'processing')), { replace: true });
    return;
  }
  const page = { view: deps.matchRoute(window.location.pathname)?.entry.view ?? null, submitting: flowStore.submitting };
  if (!tellsOutcome(status, page)) return;
  dispatchEvent(new Event('cashier:settled' satisfies CashierPageEvent));
  // The init answer is in already (the page that sent the payment read it): it gives the currency's decimals.
  void deps.loadMethods(sessionId, flow.api).then((methods) => {
    showToast(outcomeToast(flow.type, status, amountOf(payment, methods?.methods ?? [], deps.session.dir)));
  });
}
