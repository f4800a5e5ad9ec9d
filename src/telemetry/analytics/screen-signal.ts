import type { AnalyticsScreenName } from './analytics-event.ts';

/** The window event a screen outside the route table (carousel, QR display form, payout pages) is announced with. */
export const SCREEN_EVENT = 'cashier:analytics-screen';

/**
 * Tells analytics a screen is shown that the address does not name. Costs the caller nothing when analytics is off
 * or not loaded yet: it is only a window event, which the analytics chunk listens for.
 */
export function announceScreen(screen: AnalyticsScreenName): void {
  window.dispatchEvent(new CustomEvent(SCREEN_EVENT, { detail: screen }));
}
