import type { PendingDisplay } from './stored-display.ts';

export type { PendingDisplay } from './stored-display.ts';

/**
 * The payment waiting in the display form, in this page. The display form's chunk also stores it for a reload
 * (stored-display.ts), so the method form's path carries none of that.
 */
let pending: PendingDisplay | null = null;

/** The method form got an await answer with something to show (null: the payment left the display form). */
export function keepDisplay(next: PendingDisplay | null): void {
  pending = next;
}

/** The payment this page keeps for the display form, whatever the storage allows; null when none. */
export function keptDisplay(): PendingDisplay | null {
  return pending;
}
