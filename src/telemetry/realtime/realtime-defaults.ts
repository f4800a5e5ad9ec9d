/** Spec section 9: the realtime client's timings, in milliseconds. */
export const REALTIME_DEFAULTS = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  timeout: 5_000,
  maxServerPingDelay: 10_000,
  minRefreshDelay: 5_000,
  maxRefreshDelay: 20_000,
  minResubscribeDelay: 500,
  maxResubscribeDelay: 20_000,
} as const;

/** The client's name and version sent with connect. */
export const CLIENT_NAME = 'cashier';
export const CLIENT_VERSION = '0.1.0';

/** Where a Centrifuge server takes websocket connections under its base address. */
export const WEBSOCKET_PATH = '/connection/websocket';

/**
 * The websocket address of a configured host: an absolute http(s)/ws(s) address or an origin-relative path (resolved
 * against the page, as the fixtures give it), with ws(s) for http(s). null when it is no address.
 */
export function websocketUrl(host: string, page: string): string | null {
  if (!URL.canParse(host, page)) return null;
  const url = new URL(host, page);
  const scheme = ({ 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'ws:', 'wss:': 'wss:' } as Readonly<Record<string, string>>)[url.protocol];
  if (scheme === undefined) return null;
  url.protocol = scheme;
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${WEBSOCKET_PATH}`;
  url.search = '';
  url.hash = '';
  return url.href;
}
