import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown.ts';

describe('formatCountdown', () => {
  it.each<[number, string]>([
    [0, '00:00:00'],
    [-5000, '00:00:00'],
    [Number.NaN, '00:00:00'],
    [Infinity, '00:00:00'],
    [1, '00:00:01'],
    [999, '00:00:01'],
    [1000, '00:00:01'],
    [1001, '00:00:02'],
    [59_000, '00:00:59'],
    [60_000, '00:01:00'],
    [3_599_000, '00:59:59'],
    [3_600_000, '01:00:00'],
    [86_399_000, '23:59:59'],
    [100 * 3_600_000, '100:00:00'],
  ])('%i ms -> %s', (remaining, expected) => {
    expect(formatCountdown(remaining)).toBe(expected);
  });
});
