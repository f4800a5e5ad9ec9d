import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimReload, mayReload, RELOAD_WINDOW_MS } from './reload-guard.ts';

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

/** localStorage as a page has it, or as a frame with storage blocked has it (every write refused). */
function stubStorage(blocked: boolean): void {
  const kept = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (blocked) throw new DOMException('blocked', 'SecurityError');
      kept.set(key, value);
    },
  });
}

describe('claimReload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('claims the one reload of the window', () => {
    stubStorage(false);
    expect(claimReload(5_000_000)).toBe(true);
    expect(claimReload(5_000_000 + 1000)).toBe(false);
    expect(claimReload(5_000_000 + RELOAD_WINDOW_MS)).toBe(true);
  });

  it('refuses when storage cannot keep the claim (a frame with storage blocked): the next page could not tell, and would loop', () => {
    stubStorage(true);
    expect(claimReload(9_000_000)).toBe(false);
  });
});
