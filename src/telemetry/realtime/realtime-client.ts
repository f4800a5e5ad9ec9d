import { Centrifuge, type PublicationContext, type Subscription } from 'centrifuge';
import { BIDI_CONTROL } from '../../../schemas/server/bidi-control.ts';
import { lazyChunk } from '../../../schemas/chunks/lazy-chunk.ts';
import { logCentrifugeError } from './centrifuge-errors.ts';
import { CLIENT_NAME, CLIENT_VERSION, REALTIME_DEFAULTS, websocketUrl } from './realtime-defaults.ts';
import { parsePublication, type RealtimeEvent } from './realtime-event.ts';
import { setConnectionState, setSubscriptionState } from './realtime-store.ts';

/** The session's notification channel; the realtime server publishes its events there as `{ event, data }`. */
export const notificationChannel = (sessionHash: string): string => `notifications:${sessionHash}`;

/** How many past events a (re)subscription reads back, so nothing said while the connection was down is missed. */
const HISTORY_LIMIT = 100;

/** The RPC that tells the realtime server the user dismissed a notification, so it is not sent again. */
const DISMISS_METHOD = 'notifications.dismiss';

const shownAnswer = lazyChunk(() => import('../../api/shown-answer.ts'), { background: true });

/**
 * A publication's data as it may be shown: its texts cleaned of the bidi controls that could reverse them, and the
 * console told, as readAnswer (src/api/http.ts) does for every HTTP answer; the cleaning's chunk loads only for one
 * that holds such a control (JSON.stringify writes them as they are).
 */
async function shownPublication(data: unknown): Promise<unknown> {
  return BIDI_CONTROL.test(JSON.stringify(data)) ? (await shownAnswer()).shownAnswer(data, 'realtime publication') : data;
}

export interface RealtimeConnection {
  /** Tells the server the user dismissed this notification (best effort: it is gone here whatever the answer). */
  dismiss: (key: string) => void;
}

export interface RealtimeOptions {
  /** The configured realtime host (runtime config realtimeUrl). */
  host: string;
  /** The page's address, which a relative host resolves against. */
  page: string;
  brandId: string;
  sessionHash: string;
  /** The init answer's auth_token now; `refreshToken` asks the server for a fresh one when it expires. */
  token: string;
  refreshToken: () => Promise<string>;
  onEvent: (event: RealtimeEvent, replayed: boolean) => void;
}

/** The websocket first, then server-sent events with the POST emulation endpoint when the socket cannot open. */
function transports(host: string, page: string): { endpoints: { transport: 'websocket' | 'sse'; endpoint: string }[]; emulationEndpoint: string } | null {
  const socket = websocketUrl(host, page);
  if (socket === null) return null;
  const http = socket.replace(/^ws/, 'http').replace(/\/connection\/websocket$/, '');
  return {
    endpoints: [
      { transport: 'websocket', endpoint: socket },
      { transport: 'sse', endpoint: `${http}/connection/sse` },
    ],
    emulationEndpoint: `${http}/emulation`,
  };
}

/**
 * Connects to the realtime host (connect with token, name and version; the token refreshed when it expires) and
 * subscribes to the session's channel, with the reconnect, resubscribe, command-timeout and ping timings of spec
 * section 9. Events go to `onEvent` as they come; a (re)subscription first reads the channel's history back.
 * Returns the connection, or null when the host is no address.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection | null {
  const routes = transports(options.host, options.page);
  if (routes === null) {
    console.warn(`Realtime: the configured host "${options.host}" is no address; no realtime notifications.`);
    return null;
  }
  const client = new Centrifuge(routes.endpoints, {
    token: options.token,
    getToken: () => options.refreshToken(),
    name: CLIENT_NAME,
    version: CLIENT_VERSION,
    emulationEndpoint: routes.emulationEndpoint,
    minReconnectDelay: REALTIME_DEFAULTS.minReconnectDelay,
    maxReconnectDelay: REALTIME_DEFAULTS.maxReconnectDelay,
    timeout: REALTIME_DEFAULTS.timeout,
    maxServerPingDelay: REALTIME_DEFAULTS.maxServerPingDelay,
  });
  client.on('state', ({ newState }) => setConnectionState(newState));
  client.on('error', (context) => logCentrifugeError(options.brandId, context));

  const read = (data: unknown, replayed: boolean): void => {
    const parsed = parsePublication(data);
    if ('problem' in parsed) {
      console.warn(`Realtime: ${parsed.problem}; the event is ignored.`);
      return;
    }
    if (parsed.note !== undefined) console.warn(`Realtime: ${parsed.note}.`);
    options.onEvent(parsed.event, replayed);
  };
  // One after the other, as they came: a publication waiting for the cleaning's chunk holds back the ones after it, so
  // a notification's removal never overtakes its addition.
  let delivered = Promise.resolve();
  const deliver = (data: unknown, replayed: boolean): void => {
    delivered = delivered
      .then(async () => read(await shownPublication(data), replayed))
      .catch((error: unknown) => console.warn('Realtime: an event could not be read; it is ignored.', error));
  };
  const subscription: Subscription = client.newSubscription(notificationChannel(options.sessionHash), {
    minResubscribeDelay: REALTIME_DEFAULTS.minResubscribeDelay,
    maxResubscribeDelay: REALTIME_DEFAULTS.maxResubscribeDelay,
  });
  subscription.on('state', ({ newState }) => setSubscriptionState(newState));
  subscription.on('publication', (context: PublicationContext) => deliver(context.data, false));
  subscription.on('subscribed', () => {
    subscription.history({ limit: HISTORY_LIMIT }).then(
      (history) => history.publications.forEach((publication) => deliver(publication.data, true)),
      () => undefined,
    );
  });
  subscription.on('error', (context) => logCentrifugeError(options.brandId, context));
  subscription.subscribe();
  client.connect();
  return {
    dismiss: (key) => {
      client.rpc(DISMISS_METHOD, { key }).catch(() => undefined);
    },
  };
}
