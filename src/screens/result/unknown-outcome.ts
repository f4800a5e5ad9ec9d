import { navigate } from 'wouter/use-browser-location';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { settlePayment } from '../../store/flow-store.ts';
import { linkTo, sessionStore } from '../../store/session-store.ts';
import { UNCONFIRMED } from './unconfirmed-entry.ts';

/**
 * A payment whose outcome is unknown (isOutcomeUnknown, or a submit left unanswered): its submit, its one-time code's
 * confirm or its 3-D Secure result may have gone through, so the processing page, which asks the status call, its
 * history entry marked unconfirmed (unconfirmed-entry.ts) so that it does not wait without end; `replace` leaves no
 * entry to come back to (the 3-D Secure return, which would post again). Not once the session is over: its code 17
 * may have reached the app (which swaps the form for the session-expired screen) first, and no status call can answer
 * for it; the merchant hears sessionExpired, not processing.
 */
export function showUnconfirmed(sessionId: string, flow: ScreenFlow, replace = false): void {
  if (sessionStore.sessionExpired) return;
  navigate(linkTo(flow.routes.result(settlePayment(sessionId, flow.type, 'processing'))), { replace, state: { [UNCONFIRMED]: true } });
}
