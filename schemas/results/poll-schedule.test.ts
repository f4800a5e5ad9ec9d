import { describe, expect, it } from 'vitest';
import { MAX_POLL_DELAY_MS, pollDelayMs, SLOW_PAYMENT_MS, takesLong } from './poll-schedule.ts';

describe('pollDelayMs (the status call backs off until a final status)', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 3000],
    [3, 5000],
    [4, 8000],
    [5, 13_000],
    [6, 21_000],
    [7, MAX_POLL_DELAY_MS],
    [50, MAX_POLL_DELAY_MS],
    [-1, 1000],
    [1.5, 2000],
  ])('before call %d waits %d ms', (attempt, delay) => {
    expect(pollDelayMs(attempt)).toBe(delay);
  });

  it('never waits less than the call before', () => {
    const delays = Array.from({ length: 12 }, (_, attempt) => pollDelayMs(attempt));
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
  });
});

describe('takesLong (the user is told when a payment takes long)', () => {
  it.each([
    [0, false],
    [SLOW_PAYMENT_MS - 1, false],
    [SLOW_PAYMENT_MS, true],
    [10 * SLOW_PAYMENT_MS, true],
  ])('after %d ms: %s', (elapsed, slow) => {
    expect(takesLong(elapsed)).toBe(slow);
  });
});
