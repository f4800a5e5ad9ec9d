import type { ScreenFlow } from '../../flows/define-flow.ts';
import type { LiveDeps } from '../live-deps.ts';
import { mountNotifications } from '../../screens/notifications/mount-notifications.tsx';
import { reportPaymentStatus } from './payment-status-adapter.ts';
import { connectRealtime } from './realtime-client.ts';
import type { RealtimeEvent } from './realtime-event.ts';
import { applyNotification } from './realtime-store.ts';

export interface RealtimeStart {
  /** The flow the cashier started in: the one of an address no route names. */
  flow: ScreenFlow;
  host: string;
  sessionId: string;
  sessionHash: string;
  brandId: string;
  token: string;
  refreshToken: () => Promise<string>;
}

/** Connects the realtime channel and draws its notifications; a status event moves the payment in flight on. */
export function startRealtime(deps: LiveDeps, start: RealtimeStart): void {
  const onEvent = (event: RealtimeEvent, replayed: boolean): void => {
    switch (event.type) {
      case 'added':
      case 'removed':
      case 'removedAll':
        applyNotification(event);
        return;
      case 'paymentStatus': {
        // A status read back from history may be an earlier payment's: only one pushed now moves the page.
        if (replayed) return;
        const flow = deps.matchRoute(window.location.pathname)?.entry.flow ?? start.flow;
        reportPaymentStatus(deps, start.sessionId, flow, event);
        return;
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  };
  const connection = connectRealtime({ ...start, page: window.location.href, onEvent });
  if (connection === null) return;
  mountNotifications(deps, start.sessionId, (key) => {
    applyNotification({ type: 'removed', key });
    connection.dismiss(key);
  });
}
