import { describe, expect, it } from 'vitest';
import { injectRuntimeConfig, runtimeConfigFromEnv } from './runtime-config-html.ts';
import { parseRuntimeConfig } from './runtime-config.ts';

describe('runtimeConfigFromEnv', () => {
  it.each([
    ['the demo origin by default', {}, ['http://127.0.0.1:4174']],
    ['the demo origin where CASHIER_DEMO_PORT moved the demo', { CASHIER_DEMO_PORT: '4180' }, ['http://127.0.0.1:4180']],
    ['a comma-separated list, trimmed', { CASHIER_MERCHANT_ORIGINS: 'https://a.example, https://b.example' }, ['https://a.example', 'https://b.example']],
    ['none when set empty', { CASHIER_MERCHANT_ORIGINS: '' }, []],
  ])('%s', (_, env, merchantOrigins) => {
    expect(runtimeConfigFromEnv(env)).toEqual({ merchantOrigins });
  });

  it('reads each sink from its variable, leaving empty ones off', () => {
    const env = {
      CASHIER_MERCHANT_ORIGINS: '',
      CASHIER_SENTRY_DSN: 'https://key@errors.example/1',
      CASHIER_ANALYTICS_URL: ' https://analytics.example ',
      CASHIER_REALTIME_URL: '',
      CASHIER_METRICS_URL: 'https://metrics.example/api',
      CASHIER_ASSETS_URL: 'https://cdn.example/',
    };
    expect(runtimeConfigFromEnv(env)).toEqual({
      merchantOrigins: [],
      sentryDsn: 'https://key@errors.example/1',
      analyticsUrl: 'https://analytics.example',
      metricsUrl: 'https://metrics.example/api',
      assetsUrl: 'https://cdn.example/',
    });
  });
});

describe('injectRuntimeConfig', () => {
  const page = '<html><head><title>Cashier</title></head><body></body></html>';

  it('writes the configuration as a meta tag the cashier reads back unchanged', () => {
    const config = { merchantOrigins: ['https://a.example'], assetsUrl: 'https://cdn.example/?a="1"&b=<2>' };
    const html = injectRuntimeConfig(page, config);
    const content = /content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(html).not.toContain('<2>');
    const decoded = content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    expect(parseRuntimeConfig(decoded)).toEqual({ config, problem: null });
  });

  it('adds no script', () => {
    expect(injectRuntimeConfig(page, { merchantOrigins: [] })).not.toContain('<script');
  });
});
