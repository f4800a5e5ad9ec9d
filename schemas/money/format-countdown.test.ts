import { describe, expect, it } from 'vitest';
import { countdownParts } from './format-countdown.ts';

const DAY = 86_400_000;

describe('countdownParts (spec sections 4, 9: countdown HH:MM:SS, ending at 00:00:00)', () => {
  it.each<[number, number, string]>([
    [0, 0, '00:00:00'],
    [-5000, 0, '00:00:00'],
    [Number.NaN, 0, '00:00:00'],
    [Infinity, 0, '00:00:00'],
    [1, 0, '00:00:01'],
    [999, 0, '00:00:01'],
    [1000, 0, '00:00:01'],
    [1001, 0, '00:00:02'],
    [59_000, 0, '00:00:59'],
    [60_000, 0, '00:01:00'],
    [3_599_000, 0, '00:59:59'],
    [3_600_000, 0, '01:00:00'],
    [DAY - 1000, 0, '23:59:59'],
    // A second is counted up: a day less one millisecond still shows as a whole day.
    [DAY - 1, 1, '00:00:00'],
    [DAY, 1, '00:00:00'],
    [DAY + 1000, 1, '00:00:01'],
    [2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5000, 2, '03:04:05'],
    [100 * 3_600_000, 4, '04:00:00'],
    // The 2099 block seen 640779 hours ahead.
    [640_779 * 3_600_000 + 29_000, 26_699, '03:00:29'],
  ])('%i ms -> %i days %s', (remaining, days, clock) => {
    expect(countdownParts(remaining)).toEqual({ days, clock });
  });
});
