import type { DisplayCurrency } from '../../schemas/money/format-amount.ts';
import type { DisplayData, FlowType } from '../../schemas/server/v1/types.ts';

/** A payment waiting for the user to pay elsewhere (scan the QR code, copy the details): what the display form shows. */
export interface PendingDisplay {
  sessionId: string;
  flow: FlowType;
  payGroupId: number;
  /** The method's name as the server sends it, for the form's heading. */
  methodName: string;
  /** The amount sent, in major units, and its currency; null when the form had no amount. */
  amount: number | null;
  currency: DisplayCurrency;
  display: DisplayData;
}

/**
 * Kept for this page only: a reload of the display form finds nothing and says so. The payment reference stays off
 * storage, where the next visitor of a shared device would read it.
 */
let pending: PendingDisplay | null = null;

/** The method form got an await answer with something to show: the display form shows it. */
export function keepDisplay(next: PendingDisplay): void {
  pending = next;
}

/** This session's payment waiting in the display form, or null. */
export function pendingDisplay(sessionId: string, flow: FlowType): PendingDisplay | null {
  return pending?.sessionId === sessionId && pending.flow === flow ? pending : null;
}

/** The payment left the display form (paid, or the user chose another method). */
export function clearDisplay(): void {
  pending = null;
}
