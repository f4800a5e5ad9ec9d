import { describe, expect, it } from 'vitest';
import { metricsAllowed, metricsBody, metricsEndpoint, metricsSegment } from './metrics-payload.ts';

describe('metricsAllowed: the metrics start-up parameter', () => {
  it.each([
    [1, true],
    [0.5, true],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s -> %s', (parameter, allowed) => {
    expect(metricsAllowed(parameter)).toBe(allowed);
  });
});

describe('metricsEndpoint: {metrics base}/{payments|payouts|flow}/metrics', () => {
  it.each([
    ['deposit', 'https://m.example/api', 'https://m.example/api/payments/metrics'],
    ['withdrawal', 'https://m.example/api/', 'https://m.example/api/payouts/metrics'],
    ['checkout', 'https://m.example', 'https://m.example/checkout/metrics'],
    ['routing', 'https://m.example//', 'https://m.example/routing/metrics'],
  ] as const)('%s', (flow, base, url) => {
    expect(metricsSegment(flow)).toBe(url.split('/').at(-2));
    expect(metricsEndpoint(base, flow)).toBe(url);
  });
});

describe('metricsBody', () => {
  it('rounds to whole ms and keeps the tags', () => {
    expect(
      metricsBody(
        [
          { name: 'TTI', value: 812.5 },
          { name: 'FID', value: 3.49 },
          { name: 'init_call_duration', value: 120.51 },
        ],
        { flow: 'deposit', brand: 'brand0' },
      ),
    ).toEqual({
      metrics: [
        { name: 'TTI', value: 813 },
        { name: 'FID', value: 3 },
        { name: 'init_call_duration', value: 121 },
      ],
      tags: { flow: 'deposit', brand: 'brand0' },
    });
  });

  it('leaves out values that measured nothing', () => {
    expect(metricsBody([{ name: 'TTI', value: Number.NaN }, { name: 'FID', value: -1 }, { name: 'init_call_duration', value: 0.2 }], {}).metrics).toEqual([
      { name: 'init_call_duration', value: 0 },
    ]);
  });
});
