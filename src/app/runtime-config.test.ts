import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config.ts';

const none = { merchantOrigins: [] };

describe('parseRuntimeConfig', () => {
  it.each([
    ['origins only', '{"merchantOrigins":["https://a.example","http://127.0.0.1:4174"]}', { merchantOrigins: ['https://a.example', 'http://127.0.0.1:4174'] }, null],
    ['an empty list', '{"merchantOrigins":[]}', none, null],
    [
      'every optional field',
      '{"merchantOrigins":[],"sentryDsn":"d","analyticsUrl":"a","realtimeUrl":"r","metricsUrl":"m","assetsUrl":"s"}',
      { merchantOrigins: [], sentryDsn: 'd', analyticsUrl: 'a', realtimeUrl: 'r', metricsUrl: 'm', assetsUrl: 's' },
      null,
    ],
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
