import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import type { LiveDeps } from '../live-deps.ts';

/**
 * The one place a realtime status event reaches the payment flow. Until status polling (the "aftersubmit" work)
 * exposes its own entry (`reportPaymentStatus`), this settles the payment in flight itself and moves a processing or
 * await page on at once: wire the poller's function here at merge and drop the body.
 */
export function reportPaymentStatus(deps: LiveDeps, sessionId: string, flow: ScreenFlow, status: ResultStatus): void {
  const payment = deps.paymentOf(sessionId);
  // Only a payment sent in this session and not settled yet (on its way, or processing/await) is in flight.
  const inFlight = payment !== null && payment.flow === flow.type && (payment.status === null || payment.status === 'processing' || payment.status === 'await');
  if (!inFlight || payment.status === status) return;
  deps.settlePayment(sessionId, flow.type, status);
  const onResultPage = window.location.pathname === flow.routes.result('processing') || window.location.pathname === flow.routes.result('await');
  if (onResultPage) deps.navigate(deps.linkTo(flow.routes.result(flow.resultStatuses.includes(status) ? status : 'processing')), { replace: true });
}
