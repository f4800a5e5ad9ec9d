import { ANALYTICS_DEFAULTS } from './analytics-defaults.ts';

/** An analytics session: its id and when its last event was. */
export interface AnalyticsSession {
  id: string;
  lastEventAt: number;
}

/** The session an event at `now` belongs to: the current one, or a new one after 1800 s without events (spec section 9). */
export function nextAnalyticsSession(current: AnalyticsSession | null, now: number, newId: () => string): AnalyticsSession {
  const expired = current === null || now - current.lastEventAt > ANALYTICS_DEFAULTS.sessionTimeoutMs;
  return { id: expired ? newId() : current.id, lastEventAt: now };
}

/** The visitor cookie's name; it lives 63072000 s (spec section 9). */
export const VISITOR_COOKIE = 'cashier_vid';

/** The visitor id in a `document.cookie` string, if set and well formed. */
export function visitorFromCookies(cookies: string): string | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === VISITOR_COOKIE)?.[1];
  return value !== undefined && /^[\w-]{8,64}$/.test(value) ? value : null;
}

/** The Set-Cookie text for the visitor id; in a frame on https it must be SameSite=None; Secure to be kept at all. */
export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Max-Age=${String(ANALYTICS_DEFAULTS.cookieLifetimeS)}; Path=/; ${secure ? 'SameSite=None; Secure' : 'SameSite=Lax'}`;
}
