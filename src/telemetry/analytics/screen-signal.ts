import type { AnalyticsScreenName } from './analytics-event.ts';

/** The window event a screen outside the route table (the method carousel) is announced with. */
export const SCREEN_EVENT = 'cashier:analytics-screen';

/** What the user did on an announced screen (spec section 2, carousel: view, method click, all methods, submit). */
export type ScreenAction = 'view' | 'method click' | 'all methods' | 'submit';

/** The announcement: the screen and what happened on it. */
export interface ScreenSignal {
  screen: AnalyticsScreenName;
  action: ScreenAction;
}

/**
 * Tells analytics a screen the address does not name was shown or used. Costs the caller nothing when analytics is
 * off or not loaded yet: it is only a window event, which the analytics chunk listens for.
 */
export function announceScreen(screen: AnalyticsScreenName, action: ScreenAction): void {
  window.dispatchEvent(new CustomEvent<ScreenSignal>(SCREEN_EVENT, { detail: { screen, action } }));
}
