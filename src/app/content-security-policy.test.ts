import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, sinkSources } from './content-security-policy.ts';

describe('sinkSources: exactly the configured hosts', () => {
  it.each([
    ['nothing configured', {}, { connect: [], img: [] }],
    ['a DSN: its host, without the public key or project', { sentryDsn: 'https://public@o1.ingest.example/42' }, { connect: ['https://o1.ingest.example'], img: [] }],
    [
      'a realtime websocket: ws and http of its host',
      { realtimeUrl: 'wss://rt.example/connection/websocket' },
      { connect: ['wss://rt.example', 'https://rt.example'], img: [] },
    ],
    ['a realtime server over http: http and ws', { realtimeUrl: 'http://127.0.0.1:8000/rt' }, { connect: ['http://127.0.0.1:8000', 'ws://127.0.0.1:8000'], img: [] }],
    [
      'the analytics host: its websocket and its /track fallback',
      { analyticsUrl: 'https://analytics.example/api/analytics' },
      { connect: ['https://analytics.example', 'wss://analytics.example'], img: [] },
    ],
    ['the assets host: fetched and shown', { assetsUrl: 'https://cdn.example/icons/' }, { connect: ['https://cdn.example'], img: ['https://cdn.example'] }],
    [
      'every sink, one host shared by two',
      {
        sentryDsn: 'https://k@errors.example/1',
        analyticsUrl: 'https://analytics.example/track',
        realtimeUrl: 'wss://rt.example',
        metricsUrl: 'https://analytics.example/metrics',
        assetsUrl: 'https://cdn.example',
      },
      {
        connect: ['https://errors.example', 'https://analytics.example', 'wss://analytics.example', 'wss://rt.example', 'https://rt.example', 'https://cdn.example'],
        img: ['https://cdn.example'],
      },
    ],
    ['a value that is no URL adds nothing', { metricsUrl: 'metrics' }, { connect: [], img: [] }],
    ["paths on the cashier's own origin add nothing: 'self' admits them", { realtimeUrl: '/fixtures/realtime', analyticsUrl: '/api/analytics' }, { connect: [], img: [] }],
  ])('%s', (_, config, sources) => {
    expect(sinkSources(config)).toEqual(sources);
  });
});

describe('contentSecurityPolicy', () => {
  it('is strict without sinks: no eval, no inline script, only our own hosts', () => {
    expect(contentSecurityPolicy({ merchantOrigins: ['https://shop.example'] })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'self' https://shop.example",
    );
  });

  it('adds the sinks to connect-src and img-src only', () => {
    const policy = contentSecurityPolicy({ merchantOrigins: [], sentryDsn: 'https://k@errors.example/1', assetsUrl: 'https://cdn.example/a/' });
    expect(policy).toContain("connect-src 'self' https://errors.example https://cdn.example;");
    expect(policy).toContain("img-src 'self' data: https://cdn.example;");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
