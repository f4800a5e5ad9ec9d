/**
 * Configuration of the served cashier, read at run time from `<meta name="cashier-config" content="{json}">`, which
 * the host writes into the page (vite.config.ts does it from CASHIER_MERCHANT_ORIGINS): one build serves every
 * environment. Other engineers extend it with the optional fields.
 */
export interface RuntimeConfig {
  /** Origins (scheme://host[:port]) allowed to frame the cashier and to exchange messages with it. */
  merchantOrigins: string[];
  sentryDsn?: string;
  analyticsUrl?: string;
  realtimeUrl?: string;
  metricsUrl?: string;
  assetsUrl?: string;
  /** Brand ids (brand6…) whose withdrawal methods an unfinished bonus wager locks (CASHIER_WAGER_BRANDS). */
  wagerBrands?: string[];
}

export const RUNTIME_CONFIG_META = 'cashier-config';

const OPTIONAL_KEYS = ['sentryDsn', 'analyticsUrl', 'realtimeUrl', 'metricsUrl', 'assetsUrl'] as const;

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
  for (const key of OPTIONAL_KEYS) {
    const value = fields[key];
    if (typeof value === 'string') config[key] = value;
    else if (value !== undefined) return fail(`${key} must be a string`);
  }
  const wagerBrands = fields['wagerBrands'];
  if (Array.isArray(wagerBrands) && wagerBrands.every((brand) => typeof brand === 'string')) config.wagerBrands = wagerBrands;
  else if (wagerBrands !== undefined) return fail('wagerBrands must be a list of brand ids such as "brand6"');
  const known = ['merchantOrigins', 'wagerBrands', ...OPTIONAL_KEYS];
  const unknown = Object.keys(fields).filter((key) => !known.includes(key));
  return unknown.length === 0 ? { config, problem: null } : fail(`unknown keys ${unknown.join(', ')}`);
}

/** Reads the page's configuration; a missing or malformed tag gives the defaults and one console warning. */
export function readRuntimeConfig(doc: Pick<Document, 'querySelector'>): RuntimeConfig {
  const { config, problem } = parseRuntimeConfig(doc.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`)?.getAttribute('content') ?? null);
  if (problem !== null) console.warn(`Cashier configuration: ${problem}; using the defaults (no merchant origins).`);
  return config;
}
