import { RUNTIME_CONFIG_META, SINK_KEYS, type RuntimeConfig, type SinkKey } from './runtime-config.ts';

/** The port `npm start` serves the merchant demo on: CASHIER_DEMO_PORT, else 4174. */
export const demoPort = (env: Readonly<Record<string, string | undefined>>): number => Number(env['CASHIER_DEMO_PORT'] ?? 4174);

/** The merchant origin the cashier allows when CASHIER_MERCHANT_ORIGINS is unset: the demo page of `npm start`, wherever it moved. */
const demoOrigin = (env: Readonly<Record<string, string | undefined>>): string => `http://127.0.0.1:${String(demoPort(env))}`;

const list = (value: string): string[] => value.split(',').map((item) => item.trim()).filter(Boolean);

/** The environment variable of each sink (README "Telemetry sinks"); unset or empty leaves the sink off. */
export const SINK_ENV: Readonly<Record<SinkKey, string>> = {
  sentryDsn: 'CASHIER_SENTRY_DSN',
  analyticsUrl: 'CASHIER_ANALYTICS_URL',
  realtimeUrl: 'CASHIER_REALTIME_URL',
  metricsUrl: 'CASHIER_METRICS_URL',
  assetsUrl: 'CASHIER_ASSETS_URL',
};

/**
 * The served cashier's configuration from the host's environment: CASHIER_MERCHANT_ORIGINS and CASHIER_WAGER_BRANDS
 * (comma-separated) and one variable per sink (SINK_ENV). The page validates it again when it reads it
 * (runtime-config.ts).
 */
export function runtimeConfigFromEnv(env: Readonly<Record<string, string | undefined>>): RuntimeConfig {
  const origins = env['CASHIER_MERCHANT_ORIGINS'];
  const wagerBrands = env['CASHIER_WAGER_BRANDS'];
  const config: RuntimeConfig = {
    merchantOrigins: origins === undefined ? [demoOrigin(env)] : list(origins),
    ...(wagerBrands === undefined ? {} : { wagerBrands: list(wagerBrands) }),
  };
  for (const key of SINK_KEYS) {
    const value = env[SINK_ENV[key]]?.trim();
    if (value !== undefined && value !== '') config[key] = value;
  }
  return config;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The page with its configuration as a meta tag before </head>: data, not script, so the CSP needs no exception. */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const content = JSON.stringify(config).replace(/[&"<>]/g, (character) => HTML_ESCAPES[character] ?? character);
  return html.replace('</head>', `  <meta name="${RUNTIME_CONFIG_META}" content="${content}" />\n  </head>`);
}
