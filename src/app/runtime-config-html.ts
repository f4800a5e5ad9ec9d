import { RUNTIME_CONFIG_META, type RuntimeConfig } from './runtime-config.ts';

/** The merchant origin the cashier allows when CASHIER_MERCHANT_ORIGINS is unset: the demo page of `npm start`. */
export const DEFAULT_MERCHANT_ORIGINS = ['http://127.0.0.1:4174'] as const;

/** The served cashier's configuration from the host's environment (CASHIER_MERCHANT_ORIGINS, comma-separated). */
export function runtimeConfigFromEnv(env: Readonly<Record<string, string | undefined>>): RuntimeConfig {
  const origins = env['CASHIER_MERCHANT_ORIGINS'];
  return {
    merchantOrigins: origins === undefined ? [...DEFAULT_MERCHANT_ORIGINS] : origins.split(',').map((origin) => origin.trim()).filter(Boolean),
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The page with its configuration as a meta tag before </head>: data, not script, so the CSP needs no exception. */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const content = JSON.stringify(config).replace(/[&"<>]/g, (character) => HTML_ESCAPES[character] ?? character);
  return html.replace('</head>', `  <meta name="${RUNTIME_CONFIG_META}" content="${content}" />\n  </head>`);
}
