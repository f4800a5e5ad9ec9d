import { describe, expect, it } from 'vitest';
import { nextAnalyticsSession, visitorCookie, visitorFromCookies } from './analytics-session.ts';

describe('analytics session (spec section 9: timeout 1800 s, cookie 63072000 s)', () => {
  const ids = (): (() => string) => {
    let count = 0;
    return () => `id-${String((count += 1))}`;
  };

  it('starts one, keeps it within 1800 s of the last event, starts another after', () => {
    const newId = ids();
    const first = nextAnalyticsSession(null, 0, newId);
    const kept = nextAnalyticsSession(first, 1_800_000, newId);
    expect(kept.id).toBe(first.id);
    expect(nextAnalyticsSession(kept, 1_800_000 + 1_800_001, newId).id).not.toBe(first.id);
  });

  it('reads and writes the visitor cookie', () => {
    expect(visitorFromCookies('a=1; cashier_vid=abcdef12-3456; b=2')).toBe('abcdef12-3456');
    expect(visitorFromCookies('cashier_vid=<script>')).toBeNull();
    expect(visitorCookie('abcdef12', true)).toBe('cashier_vid=abcdef12; Max-Age=63072000; Path=/; SameSite=None; Secure');
    expect(visitorCookie('abcdef12', false)).toContain('SameSite=Lax');
  });
});
