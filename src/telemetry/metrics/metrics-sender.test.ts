import { describe, expect, it, vi } from 'vitest';
import { createMetricsSender } from './metrics-sender.ts';

const URL_ = 'https://m.example/payments/metrics';

function fakeFetch(answers: Response[]): { fetch: typeof fetch; bodies: () => unknown[]; headers: () => Headers[] } {
  const calls = vi.fn<typeof fetch>(() => Promise.resolve(answers.shift() ?? Response.json({})));
  return {
    fetch: calls,
    bodies: () => calls.mock.calls.map(([, init]) => JSON.parse(String(init?.body))),
    headers: () => calls.mock.calls.map(([, init]) => new Headers(init?.headers)),
  };
}

describe('createMetricsSender', () => {
  it('posts each metric once, with the tags, and the session only in its header', async () => {
    const fake = fakeFetch([]);
    const sender = createMetricsSender({ url: URL_, sessionId: 's-1', tags: { flow: 'deposit' }, fetch: fake.fetch });
    await sender.send([
      { name: 'TTI', value: 900.4 },
      { name: 'init_call_duration', value: 120.6 },
    ]);
    await sender.send([
      { name: 'TTI', value: 1000 },
      { name: 'FID', value: 4 },
    ]);
    await sender.send([{ name: 'FID', value: 5 }]);
    expect(fake.bodies()).toEqual([
      { metrics: [{ name: 'TTI', value: 900 }, { name: 'init_call_duration', value: 121 }], tags: { flow: 'deposit' } },
      { metrics: [{ name: 'FID', value: 4 }], tags: { flow: 'deposit' } },
    ]);
    expect(fake.headers().map((headers) => headers.get('x-session-id'))).toEqual(['s-1', 's-1']);
    expect(JSON.stringify(fake.bodies())).not.toContain('s-1');
  });

  it.each([
    ['error_code 17', { error_code: 17 }],
    ['error_code "17"', { error_code: '17' }],
    ['the message key', { error_message: 'CASHIER.PH2.ERROR_MESSAGE.17' }],
  ])('sends nothing more after %s on the metrics call', async (_, body) => {
    const fake = fakeFetch([Response.json(body, { status: 401 })]);
    const sender = createMetricsSender({ url: URL_, sessionId: 's', tags: {}, fetch: fake.fetch });
    await sender.send([{ name: 'TTI', value: 1 }]);
    expect(sender.stopped).toBe(true);
    await sender.send([{ name: 'FID', value: 1 }]);
    expect(fake.bodies()).toHaveLength(1);
  });

  it('holds a metric that comes while a post is on the way, and drops it when that post answers code 17', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sender = createMetricsSender({ url: URL_, sessionId: 's', tags: {}, fetch: calls });
    const tti = sender.send([{ name: 'TTI', value: 1 }]);
    const fid = sender.send([{ name: 'FID', value: 1 }]);
    await vi.waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    answer(Response.json({ error_code: 17 }, { status: 401 }));
    await Promise.all([tti, fid]);
    expect(sender.stopped).toBe(true);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('goes on after another failure, and after a network error', async () => {
    const fake = fakeFetch([Response.json({ error_code: 500 }, { status: 500 })]);
    const sender = createMetricsSender({ url: URL_, sessionId: 's', tags: {}, fetch: fake.fetch });
    await sender.send([{ name: 'TTI', value: 1 }]);
    expect(sender.stopped).toBe(false);
    const failing = createMetricsSender({ url: URL_, sessionId: 's', tags: {}, fetch: () => Promise.reject(new TypeError('offline')) });
    await expect(failing.send([{ name: 'TTI', value: 1 }])).resolves.toBeUndefined();
    await sender.send([{ name: 'FID', value: 1 }]);
    expect(fake.bodies()).toHaveLength(2);
  });
});
