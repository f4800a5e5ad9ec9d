import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config.ts';

const none = { merchantOrigins: [] };
const SINKS = {
  merchantOrigins: [],
  sentryDsn: 'https://public@o1.ingest.example/42',
  analyticsUrl: 'https://analytics.example/track',
  realtimeUrl: 'wss://rt.example/connection/websocket',
  metricsUrl: 'https://metrics.example/api',
  assetsUrl: 'https://cdn.example/icons/',
};

describe('parseRuntimeConfig', () => {
  it.each([
    ['origins only', '{"merchantOrigins":["https://a.example","http://127.0.0.1:4174"]}', { merchantOrigins: ['https://a.example', 'http://127.0.0.1:4174'] }, null],
    ['an empty list', '{"merchantOrigins":[]}', none, null],
    [
      'every sink',
      JSON.stringify(SINKS),
      SINKS,
      null,
    ],
    ['a realtime server over http', '{"merchantOrigins":[],"realtimeUrl":"https://rt.example"}', { merchantOrigins: [], realtimeUrl: 'https://rt.example' }, null],
    ['sinks on the cashier\'s own origin, as paths', '{"merchantOrigins":[],"realtimeUrl":"/fixtures/realtime","assetsUrl":"/assets/"}', { merchantOrigins: [], realtimeUrl: '/fixtures/realtime', assetsUrl: '/assets/' }, null],
    ['a sink that is no URL', '{"merchantOrigins":[],"metricsUrl":"m"}', none, 'metricsUrl must be an absolute https: or http: URL or a path on this origin'],
    ['a protocol-relative URL', '{"merchantOrigins":[],"metricsUrl":"//m.example/api"}', none, 'metricsUrl must be an absolute https: or http: URL or a path on this origin'],
    ['a script URL', '{"merchantOrigins":[],"assetsUrl":"javascript:alert(1)"}', none, 'assetsUrl must be an absolute https: or http: URL or a path on this origin'],
    ['a websocket where http belongs', '{"merchantOrigins":[],"analyticsUrl":"wss://a.example"}', none, 'analyticsUrl must be an absolute https: or http: URL or a path on this origin'],
    ['a DSN without its key', '{"merchantOrigins":[],"sentryDsn":"https://o1.ingest.example/42"}', none, 'sentryDsn must be an absolute https: or http: URL with the public key'],
    ['a DSN as a path', '{"merchantOrigins":[],"sentryDsn":"/errors/1"}', none, 'sentryDsn must be an absolute https: or http: URL with the public key'],
    ['credentials in a sink URL', '{"merchantOrigins":[],"metricsUrl":"https://u:p@m.example"}', none, 'metricsUrl must be an absolute https: or http: URL or a path on this origin'],
    ['no tag', null, none, 'the page has no <meta name="cashier-config">'],
    ['not JSON', '{merchantOrigins:', none, 'its content is not a JSON object'],
    ['a JSON list', '["https://a.example"]', none, 'its content is not a JSON object'],
    ['no origins', '{}', none, 'merchantOrigins must be a list of origins such as "https://merchant.example"'],
    ['a URL with a path, not an origin', '{"merchantOrigins":["https://a.example/shop"]}', none, 'merchantOrigins must be a list of origins such as "https://merchant.example"'],
    ['a wildcard', '{"merchantOrigins":["*"]}', none, 'merchantOrigins must be a list of origins such as "https://merchant.example"'],
    ['the wager brand list', '{"merchantOrigins":[],"wagerBrands":["brand6","brand8"]}', { merchantOrigins: [], wagerBrands: ['brand6', 'brand8'] }, null],
    ['a wager brand list that is no list', '{"merchantOrigins":[],"wagerBrands":"brand6"}', none, 'wagerBrands must be a list of brand ids such as "brand6"'],
    ['a number where a string belongs', '{"merchantOrigins":[],"sentryDsn":1}', none, 'sentryDsn must be a string'],
    ['an unknown key', '{"merchantOrigins":[],"frameAncestors":"*"}', none, 'unknown keys frameAncestors'],
  ])('%s', (_, content, config, problem) => {
    expect(parseRuntimeConfig(content)).toEqual({ config, problem });
  });
});
