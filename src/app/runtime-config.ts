/**
 * Configuration of the served cashier, read at run time from `<meta name="cashier-config" content="{json}">`, which
 * the host writes into the page (src/app/runtime-config-html.ts does it from the CASHIER_* environment): one build
 * serves every environment. Each sink is off while its field is absent (README "Telemetry sinks").
 */
export interface RuntimeConfig {
  /** Origins (scheme://host[:port]) allowed to frame the cashier and to exchange messages with it. */
  merchantOrigins: string[];
  /** The error-reporting project's DSN (`https://publicKey@host/projectId`); no DSN, no error reports. */
  sentryDsn?: string;
  /** The analytics collector's base URL (websocket host and HTTP fallback). */
  analyticsUrl?: string;
  /** The realtime server's base URL (http(s) or ws(s)): server-sent events and the Centrifuge websocket. */
  realtimeUrl?: string;
  /** The metrics base: metrics are posted to `{metricsUrl}/{payments|payouts|flow}/metrics`. */
  metricsUrl?: string;
  /** The assets host's base URL: method icons and the right-to-left icon list. */
  assetsUrl?: string;
  /** Brand ids (brand6…) whose withdrawal methods an unfinished bonus wager locks (CASHIER_WAGER_BRANDS). */
  wagerBrands?: string[];
}

export const RUNTIME_CONFIG_META = 'cashier-config';

/** Each sink's field and the URL schemes it accepts. */
const SINK_SCHEMES = {
  sentryDsn: ['https:', 'http:'],
  analyticsUrl: ['https:', 'http:'],
  realtimeUrl: ['https:', 'http:', 'wss:', 'ws:'],
  metricsUrl: ['https:', 'http:'],
  assetsUrl: ['https:', 'http:'],
} as const satisfies Record<string, readonly string[]>;

export type SinkKey = keyof typeof SINK_SCHEMES;

export const SINK_KEYS = Object.keys(SINK_SCHEMES).filter((key): key is SinkKey => Object.hasOwn(SINK_SCHEMES, key));

/** A path on the cashier's own origin (`/fixtures/realtime`), which the CSP's 'self' already admits. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;

/**
 * A sink's URL: absolute, of an accepted scheme, no credentials except a DSN's public key; or a path on the cashier's
 * own origin (not for the DSN, whose key and project are in its URL).
 */
function isSinkUrl(key: SinkKey, value: string): boolean {
  if (SAME_ORIGIN_PATH.test(value)) return key !== 'sentryDsn';
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const schemes: readonly string[] = SINK_SCHEMES[key];
  const credentials = key === 'sentryDsn' ? url.username !== '' && url.password === '' : url.username === '' && url.password === '';
  return schemes.includes(url.protocol) && credentials;
}

/** No merchant may frame or talk to a cashier whose host gave no configuration. */
const DEFAULTS: RuntimeConfig = { merchantOrigins: [] };

export type ParsedRuntimeConfig = { config: RuntimeConfig; problem: string | null };

function isOrigin(value: unknown): value is string {
  try {
    return typeof value === 'string' && new URL(value).origin === value;
  } catch {
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The configuration in a meta tag's content (null: no tag); anything malformed gives the defaults and why. */
export function parseRuntimeConfig(content: string | null): ParsedRuntimeConfig {
  const fail = (problem: string): ParsedRuntimeConfig => ({ config: DEFAULTS, problem });
  if (content === null) return fail(`the page has no <meta name="${RUNTIME_CONFIG_META}">`);
  const json = parseJson(content);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return fail('its content is not a JSON object');
  const fields: Readonly<Record<string, unknown>> = { ...json };
  const origins = fields['merchantOrigins'];
  if (!Array.isArray(origins) || !origins.every(isOrigin)) return fail('merchantOrigins must be a list of origins such as "https://merchant.example"');
  const config: RuntimeConfig = { merchantOrigins: origins };
  for (const key of SINK_KEYS) {
    const value = fields[key];
    if (typeof value === 'string' && isSinkUrl(key, value)) config[key] = value;
    else if (typeof value === 'string') return fail(`${key} must be an absolute ${SINK_SCHEMES[key].join(' or ')} URL${key === 'sentryDsn' ? ' with the public key' : ' or a path on this origin'}`);
    else if (value !== undefined) return fail(`${key} must be a string`);
  }
  const wagerBrands = fields['wagerBrands'];
  if (Array.isArray(wagerBrands) && wagerBrands.every((brand) => typeof brand === 'string')) config.wagerBrands = wagerBrands;
  else if (wagerBrands !== undefined) return fail('wagerBrands must be a list of brand ids such as "brand6"');
  const known: readonly string[] = ['merchantOrigins', 'wagerBrands', ...SINK_KEYS];
  const unknown = Object.keys(fields).filter((key) => !known.includes(key));
  return unknown.length === 0 ? { config, problem: null } : fail(`unknown keys ${unknown.join(', ')}`);
}

/** Reads the page's configuration; a missing or malformed tag gives the defaults and one console warning. */
export function readRuntimeConfig(doc: Pick<Document, 'querySelector'>): RuntimeConfig {
  const { config, problem } = parseRuntimeConfig(doc.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`)?.getAttribute('content') ?? null);
  if (problem !== null) console.warn(`Cashier configuration: ${problem}; using the defaults (no merchant origins).`);
  return config;
}
