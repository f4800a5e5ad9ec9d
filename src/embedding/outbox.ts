import type { CashierEvent } from './protocol.ts';

type Deliver = (event: CashierEvent) => void;

let deliver: Deliver | null = null;
const waiting: CashierEvent[] = [];

/**
 * Tells the merchant something. The bridge (src/embedding/bridge.ts) loads only in a frame or a native web view, so
 * the cashier's first paths stay as small as a top-level visit needs; until it is there, events wait in order.
 */
export function tellMerchant(event: CashierEvent): void {
  if (deliver === null) waiting.push(event);
  else deliver(event);
}

/** Hands every event, the waiting ones first, to `send` (a no-op when there is no one to tell). */
export function openOutbox(send: Deliver): void {
  deliver = send;
  for (const event of waiting.splice(0)) send(event);
}
