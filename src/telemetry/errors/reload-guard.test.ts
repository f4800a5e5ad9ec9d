import { describe, expect, it } from 'vitest';
import { mayReload, RELOAD_WINDOW_MS } from './reload-guard.ts';

describe('mayReload: one automatic reload per window, never a loop', () => {
  const now = 1_000_000_000;
  it.each([
    ['never reloaded', null, true],
    ['reloaded a moment ago', now - 1000, false],
    ['reloaded just inside the window', now - RELOAD_WINDOW_MS + 1, false],
    ['reloaded a window ago', now - RELOAD_WINDOW_MS, true],
    ['a stored time in the future (clock changed)', now + 5000, true],
    ['an unreadable stored time', Number.NaN, true],
  ])('%s', (_, last, allowed) => {
    expect(mayReload(last, now)).toBe(allowed);
  });
});
