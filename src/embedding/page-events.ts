/**
 * What the cashier's screens tell the merchant bridge (bridge.ts), which loads apart from them and only in a frame or
 * a web view: events on `window`. The screens' chunks import nothing of the bridge, and a top-level page, where no
 * bridge listens, pays for two dispatches.
 */
declare global {
  interface WindowEventMap {
    /**
     * A payment, or its one-time code, went on the wire (holdPageDuring), a return page asked for its outcome, or an
     * answer asked for the code (holdCommandsUntil, while its dialog is open): `detail` settles once it is answered and
     * followed, failed, or closed.
     */
    'cashier:submit': CustomEvent<Promise<unknown>>;
    /** This window, or the top one, leaves the cashier for a provider's page: 3-D Secure, another redirect (followRedirect). */
    'cashier:leave': Event;
    /** The merchant bridge listens from now on: what was held before it loaded is told again (holdCommandsUntil). */
    'cashier:bridge': Event;
    /**
     * A realtime push settled this session's payment (success or decline) while no page shows its outcome
     * (payment-status-adapter.ts): the form's notice and the code dialog of that payment follow.
     */
    'cashier:settled': Event;
  }
}

/** The names of those events: `satisfies CashierPageEvent` checks a dispatch's name without importing anything. */
export type CashierPageEvent = 'cashier:submit' | 'cashier:leave' | 'cashier:bridge' | 'cashier:settled';

/**
 * Tells the merchant bridge that a reload now would lose a payment's outcome or its code ('cashier:submit'): its
 * commands wait until `work` settles (command-hold.ts); a bridge that loads later hears it then. A top-level page, where
 * no bridge listens, pays one dispatch.
 */
export function holdCommandsUntil<T>(work: Promise<T>): Promise<T> {
  const tell = (): boolean => dispatchEvent(new CustomEvent('cashier:submit' satisfies CashierPageEvent, { detail: work }));
  tell();
  // A return page asks for its outcome as it mounts, which may be before the bridge (a chunk of its own) listens.
  addEventListener('cashier:bridge' satisfies CashierPageEvent, tell);
  const done = (): void => removeEventListener('cashier:bridge' satisfies CashierPageEvent, tell);
  work.then(done, done);
  return work;
}
