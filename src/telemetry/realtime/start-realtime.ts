import { navigate } from 'wouter/use-browser-location';
import { matchRoute } from '../../app/route-table.ts';
import { flows } from '../../flows/flows.ts';
import { mountNotifications } from '../../screens/notifications/mount-notifications.tsx';
import { reportPaymentStatus } from './payment-status-adapter.ts';
import { connectRealtime } from './realtime-client.ts';
import type { RealtimeEvent } from './realtime-event.ts';
import { applyNotification } from './realtime-store.ts';

export interface RealtimeStart {
  host: string;
  sessionId: string;
  sessionHash: string;
  brandId: string;
  token: string;
  refreshToken: () => Promise<string>;
}

/** Connects the realtime channel and draws its notifications; a status event moves the payment in flight on. */
export function startRealtime(start: RealtimeStart): void {
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
        const flow = matchRoute(window.location.pathname)?.entry.flow ?? flows.deposit;
        reportPaymentStatus(start.sessionId, flow, event.status, (to) => navigate(to, { replace: true }));
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
  mountNotifications(start.sessionId, (key) => {
    applyNotification({ type: 'removed', key });
    connection.dismiss(key);
  });
}
