import { readStoredJson, removeStored, writeStored } from './storage.ts';
import { displayExpired, displayRecord, parseStoredDisplay, type PendingDisplay } from './stored-display.ts';

export type { PendingDisplay } from './stored-display.ts';

/**
 * Storage key of the payment waiting in the display form, so a reload of the page shows it again. Its display fields
 * only (stored-display.ts), with the session id it belongs to; it is removed once the payment leaves the form.
 */
const DISPLAY_KEY = 'phDisplayForm';

/** Kept here as well as stored: storage may be blocked in a third-party frame. */
let pending: PendingDisplay | null = null;

/** The method form got an await answer with something to show: the display form shows it, after a reload too. */
export function keepDisplay(next: PendingDisplay): void {
  pending = next;
  writeStored(DISPLAY_KEY, JSON.stringify(displayRecord(next)));
}

/** This session's payment waiting in the display form, kept in this page or stored before a reload; null when none or expired. */
export function pendingDisplay(sessionId: string, flow: PendingDisplay['flow'], now = Date.now()): PendingDisplay | null {
  const known = pending ?? parseStoredDisplay(readStoredJson(DISPLAY_KEY));
  return known?.sessionId === sessionId && known.flow === flow && !displayExpired(known, now) ? known : null;
}

/** The payment left the display form (paid, or the user chose another method). */
export function clearDisplay(): void {
  pending = null;
  removeStored(DISPLAY_KEY);
}
