/**
 * What the cashier's screens tell the merchant bridge (bridge.ts), which loads apart from them and only in a frame or
 * a web view: events on `window`. The screens' chunks import nothing of the bridge, and a top-level page, where no
 * bridge listens, pays for two dispatches.
 */
declare global {
  interface WindowEventMap {
    /** A payment, or its one-time code, went on the wire (holdPageDuring): `detail` settles once it is answered or failed. */
    'cashier:submit': CustomEvent<Promise<unknown>>;
    /** This window, or the top one, leaves the cashier for a provider's page: 3-D Secure, another redirect (followRedirect). */
    'cashier:leave': Event;
  }
}

/** The names of those events: `satisfies CashierPageEvent` checks a dispatch's name without importing anything. */
export type CashierPageEvent = 'cashier:submit' | 'cashier:leave';
