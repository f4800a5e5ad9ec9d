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

/** Signals kept until analytics listens, at most (a carousel shown with the first screen comes before its chunk). */
const EARLY_MAX = 20;

/** The signals announced before analytics listened; null once it does. */
let early: ScreenSignal[] | null = [];

const dispatch = (signal: ScreenSignal): void => void window.dispatchEvent(new CustomEvent<ScreenSignal>(SCREEN_EVENT, { detail: signal }));

/**
 * Tells analytics a screen the address does not name was shown or used. Costs the caller nothing when analytics is
 * off or not loaded yet: it is only a window event, which the analytics chunk listens for, kept until it does.
 */
export function announceScreen(screen: AnalyticsScreenName, action: ScreenAction): void {
  const signal = { screen, action };
  if (early === null) return dispatch(signal);
  if (early.length < EARLY_MAX) early.push(signal);
}

/** Analytics listens for SCREEN_EVENT from now on: the signals announced before are dispatched, in order, then every one at once. */
export function replayEarlyScreens(): void {
  const kept = early ?? [];
  early = null;
  kept.forEach(dispatch);
}
