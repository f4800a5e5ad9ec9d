import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JsonValue } from '../scrub/json-value.ts';

/** The centrifuge client, faked: tests connect it, fail its publishes, or leave it connecting. */
const socket = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  published: [] as { channel: string; data: unknown }[],
  failPublish: false,
}));
vi.mock('centrifuge', () => ({
  Centrifuge: class {
    on(event: string, listener: () => void): void {
      socket.listeners.set(event, listener);
    }
    connect(): void {}
    publish(channel: string, data: unknown): Promise<object> {
      if (socket.failPublish) return Promise.reject(new Error('timeout'));
      socket.published.push({ channel, data });
      return Promise.resolve({});
    }
  },
}));

const { startAnalyticsClient } = await import('./analytics-client.ts');

const posts: { url: string; body: { events: JsonValue[] }; authorization: string | null }[] = [];
let answer = 200;

function start() {
  const client = startAnalyticsClient({ host: '/api/analytics', page: 'http://127.0.0.1/deposit', brandId: 'brand0', token: 'tok', refreshToken: () => Promise.resolve('tok2') });
  if (client === null) throw new Error('no client');
  return client;
}

const event = (index: number): JsonValue => ({ event: 'screen_view', sequence: index });

beforeEach(() => {
  vi.useFakeTimers();
  socket.listeners.clear();
  socket.published = [];
  socket.failPublish = false;
  posts.length = 0;
  answer = 200;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    posts.push({ url, body: JSON.parse(String(init.body)) as { events: JsonValue[] }, authorization: new Headers(init.headers).get('authorization') });
    return Promise.resolve(new Response('{}', { status: answer }));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the analytics client (spec sections 4, 7, 8 and 9)', () => {
  it('publishes to clickstream:track once the socket is connected, in order', async () => {
    const client = start();
    client.track(event(1));
    client.track(event(2));
    expect(client.state()).toBe('loading');
    socket.listeners.get('connected')?.();
    await vi.runOnlyPendingTimersAsync();
    expect(client.state()).toBe('initialized');
    expect(socket.published).toEqual([{ channel: 'clickstream:track', data: { events: [event(1), event(2)] } }]);
    expect(posts).toEqual([]);
  });

  it('posts to <host>/track with the token when the socket has not connected within 5000 ms', async () => {
    const client = start();
    client.track(event(1));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.state()).toBe('failed');
    expect(posts).toEqual([{ url: 'http://127.0.0.1/api/analytics/track', body: { events: [event(1)] }, authorization: 'Bearer tok' }]);
  });

  it.each([400, 401, 403, 410, 422])('drops a post answered %i, never trying it again', async (status) => {
    answer = status;
    start().track(event(1));
    await vi.advanceTimersByTimeAsync(5_000 + 20_000);
    expect(posts).toHaveLength(1);
  });

  it('tries a post answered 503 again, then sends it', async () => {
    answer = 503;
    start().track(event(1));
    await vi.advanceTimersByTimeAsync(5_000);
    answer = 200;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(posts.map((post) => post.body)).toEqual([{ events: [event(1)] }, { events: [event(1)] }]);
  });

  it("logs 'Empty data payload was detected' and tells the caller", () => {
    const done = vi.fn();
    start().track({}, done);
    expect(console.warn).toHaveBeenCalledWith('Empty data payload was detected');
    expect(done).toHaveBeenCalledWith(new Error('Empty data payload was detected'));
  });

  it('keeps at most 1000 events, the newest', async () => {
    const client = start();
    for (let index = 1; index <= 1_005; index += 1) client.track(event(index));
    await vi.advanceTimersByTimeAsync(5_000);
    const sent = posts.flatMap((post) => post.body.events);
    expect(sent).toHaveLength(1_000);
    expect(sent[0]).toEqual(event(6));
  });
});
