import { SESSION_EXPIRED_CODES } from '../../api/api-error.ts';
import { metricsBody, type Metric, type MetricName, type MetricTags } from './metrics-payload.ts';

export interface MetricsSenderOptions {
  /** `{metrics base}/{segment}/metrics`. */
  readonly url: string;
  /** Sent in the x-session-id header like every cashier call (spec section 7), never in the body. */
  readonly sessionId: string;
  readonly tags: MetricTags;
  readonly fetch?: typeof fetch;
}

export interface MetricsSender {
  /** Posts the metrics not sent yet; a name already sent, or any after a code 17 answer, is dropped. */
  send(metrics: readonly Metric[]): Promise<void>;
  /** True once the metrics call answered error code 17: nothing more is sent this visit (spec section 4). */
  readonly stopped: boolean;
}

function errorCodesOf(json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return [];
  const fields: Readonly<Record<string, unknown>> = { ...json };
  return ['error_code', 'error_message', 'errorMessage']
    .map((key) => fields[key])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);
}

/** Whether a rejected metrics call said error code 17 (or its message key). */
export async function answeredSessionExpired(response: Response): Promise<boolean> {
  if (response.ok) return false;
  try {
    return errorCodesOf(await response.json()).some((code) => SESSION_EXPIRED_CODES.has(code));
  } catch {
    return false;
  }
}

/**
 * Sends each metric at most once per visit. A failed post is not retried (metrics are best effort, never worth a
 * user's bandwidth twice); a code 17 answer stops every later send. One post at a time: a metric that comes while a
 * post is on the way (the first input's FID during the TTI post) waits for its answer, which may be that code 17.
 */
export function createMetricsSender({ url, sessionId, tags, fetch: send = fetch }: MetricsSenderOptions): MetricsSender {
  const sent = new Set<MetricName>();
  let stopped = false;
  let previous: Promise<void> = Promise.resolve();
  const post = async (metrics: readonly Metric[]): Promise<void> => {
    const fresh = metrics.filter(({ name }) => !sent.has(name));
    if (stopped || fresh.length === 0) return;
    for (const { name } of fresh) sent.add(name);
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
        body: JSON.stringify(metricsBody(fresh, tags)),
        keepalive: true,
      });
      if (await answeredSessionExpired(response)) stopped = true;
    } catch {
      // A metrics host that cannot be reached costs the user nothing: the visit goes on without these numbers.
    }
  };
  return {
    get stopped() {
      return stopped;
    },
    send(metrics) {
      previous = previous.then(() => post(metrics));
      return previous;
    },
  };
}
