import { RUNTIME_CONFIG_META, type RuntimeConfig } from './runtime-config.ts';

/** The merchant origin the cashier allows when CASHIER_MERCHANT_ORIGINS is unset: the demo page of `npm start`. */
export const DEFAULT_MERCHANT_ORIGINS = ['http://127.0.0.1:4174'] as const;

const list = (value: string): string[] => value.split(',').map((item) => item.trim()).filter(Boolean);

/** The served cashier's configuration from the host's environment (CASHIER_MERCHANT_ORIGINS, CASHIER_WAGER_BRANDS, comma-separated). */
export function runtimeConfigFromEnv(env: Readonly<Record<string, string | undefined>>): RuntimeConfig {
  const origins = env['CASHIER_MERCHANT_ORIGINS'];
  const wagerBrands = env['CASHIER_WAGER_BRANDS'];
  return {
    merchantOrigins: origins === undefined ? [...DEFAULT_MERCHANT_ORIGINS] : list(origins),
    ...(wagerBrands === undefined ? {} : { wagerBrands: list(wagerBrands) }),
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The page with its configuration as a meta tag before </head>: data, not script, so the CSP needs no exception. */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const content = JSON.stringify(config).replace(/[&"<>]/g, (character) => HTML_ESCAPES[character] ?? character);
  return html.replace('</head>', `  <meta name="${RUNTIME_CONFIG_META}" content="${content}" />\n  </head>`);
}
