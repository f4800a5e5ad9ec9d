import type { RuntimeConfig } from './runtime-config.ts';

/** The hosts of the configured sinks (README "Telemetry sinks"), as CSP source expressions. */
export interface SinkSources {
  /** Where the cashier fetches or opens a socket: error reports, analytics, realtime (http and ws), metrics, icons. */
  readonly connect: readonly string[];
  /** Where images come from: the assets host's icons. */
  readonly img: readonly string[];
}

type SinkConfig = Pick<RuntimeConfig, 'sentryDsn' | 'analyticsUrl' | 'realtimeUrl' | 'metricsUrl' | 'assetsUrl'>;

/** The origin of a URL (a DSN's public key and project dropped), or nothing for a value that is no URL. */
function originOf(url: string | undefined): string[] {
  if (url === undefined || !URL.canParse(url)) return [];
  const { origin } = new URL(url);
  return origin === 'null' ? [] : [origin];
}

const SOCKET_TWIN: Readonly<Record<string, string>> = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'http:', 'wss:': 'https:' };

/**
 * The realtime and analytics hosts speak both HTTP (server-sent events, the POST emulation, analytics' /track fallback)
 * and their websocket: both schemes.
 */
function socketHostOrigins(url: string | undefined): string[] {
  return originOf(url).flatMap((origin) => {
    const parsed = new URL(origin);
    const twin = SOCKET_TWIN[parsed.protocol];
    return twin === undefined ? [origin] : [origin, `${twin}//${parsed.host}`];
  });
}

/** Exactly the configured hosts: nothing for a sink that is not configured, each origin once. */
export function sinkSources(config: SinkConfig): SinkSources {
  const connect = [
    ...originOf(config.sentryDsn),
    ...socketHostOrigins(config.analyticsUrl),
    ...socketHostOrigins(config.realtimeUrl),
    ...originOf(config.metricsUrl),
    ...originOf(config.assetsUrl),
  ];
  return { connect: [...new Set(connect)], img: originOf(config.assetsUrl) };
}

function directive(name: string, sources: readonly string[]): string {
  return [name, ...sources].join(' ');
}

/** The strict policy the production build runs under: no 'unsafe-eval', no inline script or style. */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const sinks = sinkSources(config);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    directive('connect-src', ["'self'", ...sinks.connect]),
    directive('img-src', ["'self'", 'data:', ...sinks.img]),
    "object-src 'none'",
    "base-uri 'none'",
    directive('frame-ancestors', ["'self'", ...config.merchantOrigins]),
  ].join('; ');
}
