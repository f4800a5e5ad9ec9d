import { describe, expect, it } from 'vitest';
import { iconRetryDelay } from './icon-retry.ts';

describe('iconRetryDelay: 400 retried up to 3 times, 500 ms apart, then the placeholder', () => {
  it.each([
    [400, 0, 500],
    [400, 1, 500],
    [400, 2, 500],
    [400, 3, null],
    [404, 0, null],
    [500, 0, null],
    [0, 0, null],
  ])('status %i after attempt %i -> %s', (status, attempt, delay) => {
    expect(iconRetryDelay(status, attempt)).toBe(delay);
  });
});
