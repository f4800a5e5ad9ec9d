import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_META } from '../app/runtime-config.ts';
import { liveHosts } from './live-hosts.ts';
import { CONFIG_META } from './live-loader.ts';

describe('the realtime and analytics hosts of the runtime configuration', () => {
  it('come from the same tag as the runtime configuration', () => expect(CONFIG_META).toBe(RUNTIME_CONFIG_META));

  it('are the hosts named, and none in a malformed or blank configuration', () => {
    expect(liveHosts('{"merchantOrigins":[],"realtimeUrl":"/rt","analyticsUrl":"https://a.example"}')).toEqual({ realtimeUrl: '/rt', analyticsUrl: 'https://a.example' });
    expect(liveHosts('{"merchantOrigins":[],"realtimeUrl":""}')).toEqual({ realtimeUrl: undefined, analyticsUrl: undefined });
    expect(liveHosts('{not json')).toEqual({ realtimeUrl: undefined, analyticsUrl: undefined });
    expect(liveHosts('null')).toEqual({ realtimeUrl: undefined, analyticsUrl: undefined });
  });
});
