import type { DeclineOfAnswer } from '../../../schemas/results/decline-data.ts';
import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import { isNews, isPending } from '../../../schemas/results/status-news.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { reportPaymentStatus as reportToWaitingPage } from '../../screens/result/status-polling.ts';
import type { LiveDeps } from '../live-deps.ts';

/** A pushed status, with a decline's reason and decline data when the push carried them. */
export type PushedStatus = { status: ResultStatus } & DeclineOfAnswer;

/**
 * The one place a realtime status event reaches the payment flow. A processing or await page waiting on the status
 * poll takes it at once (status-polling.ts), as if its status call had answered. With no page waiting yet (the push
 * came before the page mounted, or the user is elsewhere), the payment in flight is settled here, so the page shows
 * the final status when it opens, and a processing or await page already shown moves on.
 */
export function reportPaymentStatus(deps: LiveDeps, sessionId: string, flow: ScreenFlow, { status, reason, decline }: PushedStatus): void {
  const payment = deps.paymentOf(sessionId);
  // Only a payment sent in this session and not settled yet (on its way, or processing/await) is in flight.
  const inFlight = payment !== null && payment.flow === flow.type && (payment.status === null || isPending(payment.status));
  if (!inFlight || !isNews(payment.status, status)) return;
  if ((status === 'success' || status === 'error') && reportToWaitingPage(status, reason, decline)) return;
  deps.settlePayment(sessionId, flow.type, status, reason, decline);
  const onResultPage = window.location.pathname === flow.routes.result('processing') || window.location.pathname === flow.routes.result('await');
  if (onResultPage) deps.navigate(deps.linkTo(flow.routes.result(flow.resultStatuses.includes(status) ? status : 'processing')), { replace: true });
}
