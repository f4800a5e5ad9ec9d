import { describe, expect, it } from 'vitest';
import { secondsLeft, SUCCESS_REDIRECT_SECONDS, successRedirectSeconds } from './countdown.ts';

describe('successRedirectSeconds (spec section 9: success page redirect timeout 30 s)', () => {
  it.each<[Readonly<Record<string, unknown>> | undefined, number]>([
    [undefined, SUCCESS_REDIRECT_SECONDS],
    [{}, 30],
    [{ success_page_redirect_timeout: 30 }, 30],
    [{ success_page_redirect_timeout: 5 }, 5],
    [{ success_page_redirect_timeout: 0 }, 0],
    [{ success_page_redirect_timeout: -1 }, 30],
    [{ success_page_redirect_timeout: 2.5 }, 30],
    [{ success_page_redirect_timeout: '10' }, 30],
    [{ success_page_redirect_timeout: null }, 30],
  ])('%j -> %d s', (settings, seconds) => {
    expect(successRedirectSeconds(settings)).toBe(seconds);
  });
});

describe('secondsLeft (the visible countdown)', () => {
  it.each([
    [30, 0, 30],
    [30, 1, 30],
    [30, 999, 30],
    [30, 1000, 29],
    [30, 29_001, 1],
    [30, 30_000, 0],
    [30, 45_000, 0],
    [3, -500, 3],
    [0, 0, 0],
  ])('%d s after %d ms: %d', (total, elapsed, left) => {
    expect(secondsLeft(total, elapsed)).toBe(left);
  });
});
