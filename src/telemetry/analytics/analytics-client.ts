import { Centrifuge } from 'centrifuge';
import type { JsonValue } from '../scrub/json-value.ts';
import { logCentrifugeError } from '../realtime/centrifuge-errors.ts';
import { CLIENT_NAME, CLIENT_VERSION, REALTIME_DEFAULTS, websocketUrl } from '../realtime/realtime-defaults.ts';
import { ANALYTICS_DEFAULTS, CLICKSTREAM_CHANNEL, TRACK_PATH } from './analytics-defaults.ts';
import { batchByBytes } from './batch-by-bytes.ts';
import { enqueueCapped } from './capped-queue.ts';
import { shouldRetry } from './retry-decision.ts';

/** Spec section 4: the analytics client is loading (its socket connecting), initialized (connected) or failed (HTTP only). */
export type AnalyticsClientState = 'loading' | 'initialized' | 'failed';

export interface AnalyticsClientOptions {
  /** The configured analytics host (runtime config analyticsUrl), absolute or origin-relative. */
  host: string;
  page: string;
  brandId: string;
  /** The authorization token (the init answer's auth_token); `refreshToken` gets a new one when it expires. */
  token: string;
  refreshToken: () => Promise<string>;
}

export interface AnalyticsClient {
  /** Queues a payload (already scrubbed); `done` hears of a payload refused before it was queued. */
  track: (payload: JsonValue, done?: (error?: Error) => void) => void;
  state: () => AnalyticsClientState;
}

/** A retried HTTP send waits this long (ms); the socket reconnects on its own timings. */
const RETRY_DELAY_MS = 5_000;

const wrap = (events: JsonValue[]): JsonValue => ({ events });

function isEmpty(payload: JsonValue): boolean {
  return payload === null || payload === '' || (typeof payload === 'object' && Object.keys(payload).length === 0);
}

/**
 * Sends analytics over the websocket to channel clickstream:track (batches of at most 60000 bytes) and, while the
 * socket is down (not connected within 5000 ms, or lost), over the HTTP fallback (posts of at most 40000 bytes),
 * in the order they were tracked. Events wait in a local queue of at most 1000 (the oldest go first); a post
 * answered 400, 401, 403, 410 or 422 is dropped, any other failure is tried again.
 */
export function startAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient | null {
  const socketUrl = websocketUrl(options.host, options.page);
  if (socketUrl === null) {
    console.warn(`Analytics: the configured host "${options.host}" is no address; no analytics.`);
    return null;
  }
  const postUrl = `${socketUrl.replace(/^ws/, 'http').replace(/\/connection\/websocket$/, '')}${TRACK_PATH}`;
  let token = options.token;
  const client = new Centrifuge(socketUrl, {
    token,
    getToken: async () => (token = await options.refreshToken()),
    name: CLIENT_NAME,
    version: CLIENT_VERSION,
    minReconnectDelay: REALTIME_DEFAULTS.minReconnectDelay,
    maxReconnectDelay: REALTIME_DEFAULTS.maxReconnectDelay,
    timeout: ANALYTICS_DEFAULTS.connectionTimeoutMs,
    maxServerPingDelay: REALTIME_DEFAULTS.maxServerPingDelay,
  });
  let state: AnalyticsClientState = 'loading';
  let queue: JsonValue[] = [];
  let sending = false;
  let downTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  // By identity, not count: the cap may have dropped the oldest while a batch was on its way.
  const sent = (batch: readonly JsonValue[]): void => {
    queue = queue.filter((event) => !batch.includes(event));
  };
  /** The queue in batches of at most `limit` bytes; an event bigger than that alone is dropped, never sent. */
  const batches = (limit: number): JsonValue[][] => {
    const cut = batchByBytes(queue, limit, wrap);
    if (cut.oversize.length > 0) console.warn(`Analytics: ${String(cut.oversize.length)} event(s) too big to send were dropped.`);
    sent(cut.oversize);
    return cut.batches;
  };
  const publishAll = async (): Promise<void> => {
    for (const batch of batches(ANALYTICS_DEFAULTS.publishLimitBytes)) {
      await client.publish(CLICKSTREAM_CHANNEL, wrap(batch));
      sent(batch);
    }
  };
  const postAll = async (): Promise<void> => {
    for (const batch of batches(ANALYTICS_DEFAULTS.postLimitBytes)) {
      const response = await fetch(postUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(wrap(batch)),
        keepalive: true,
      }).catch(() => null);
      if (response?.ok === true) sent(batch);
      else if (response !== null && !shouldRetry({ status: response.status })) {
        console.warn(`Analytics: the post was refused (${String(response.status)}); its ${String(batch.length)} event(s) are dropped.`);
        sent(batch);
      } else throw new Error(`Analytics post failed${response === null ? '' : ` (${String(response.status)})`}`);
    }
  };
  const flush = (): void => {
    if (sending || queue.length === 0 || state === 'loading') return;
    sending = true;
    const send = state === 'initialized' ? publishAll() : postAll();
    send.then(
      () => {
        sending = false;
        flush();
      },
      (error: unknown) => {
        sending = false;
        console.warn(`Analytics: sending failed; trying again in ${String(RETRY_DELAY_MS / 1000)} s.`, error instanceof Error ? error.message : '');
        clearTimeout(retryTimer);
        retryTimer = setTimeout(flush, RETRY_DELAY_MS);
      },
    );
  };
  const waitForSocket = (): void => {
    clearTimeout(downTimer);
    downTimer = setTimeout(() => {
      state = 'failed';
      flush();
    }, ANALYTICS_DEFAULTS.connectionTimeoutMs);
  };
  client.on('connected', () => {
    clearTimeout(downTimer);
    state = 'initialized';
    flush();
  });
  client.on('connecting', () => {
    if (state === 'initialized') {
      state = 'failed';
      flush();
    }
  });
  client.on('error', (context) => logCentrifugeError(options.brandId, context));
  waitForSocket();
  client.connect();

  return {
    track: (payload, done) => {
      if (isEmpty(payload)) {
        const error = new Error('Empty data payload was detected');
        console.warn(error.message);
        done?.(error);
        return;
      }
      const next = enqueueCapped(queue, [payload], ANALYTICS_DEFAULTS.queueCap);
      if (next.dropped > 0) console.warn(`Analytics: the queue is full; the ${String(next.dropped)} oldest event(s) were dropped.`);
      queue = next.queue;
      done?.();
      setTimeout(flush, 0);
    },
    state: () => state,
  };
}
