/** The waits between status calls (ms): quick at first, when most payments settle, then further apart. */
const POLL_DELAYS_MS = [1000, 2000, 3000, 5000, 8000, 13_000, 21_000] as const;
/** The longest wait between two status calls (ms), kept for as long as the page polls. */
export const MAX_POLL_DELAY_MS = 30_000;
/** After this long (ms) without a final status, the page tells the user the payment takes longer than usual. */
export const SLOW_PAYMENT_MS = 60_000;

/** How long to wait (ms) before status call number `attempt` (0 for the first), failed calls counted alike. */
export function pollDelayMs(attempt: number): number {
  return POLL_DELAYS_MS[Math.max(0, Math.floor(attempt))] ?? MAX_POLL_DELAY_MS;
}

/** Whether a payment polled for `elapsedMs` takes long enough to tell the user so. */
export function takesLong(elapsedMs: number): boolean {
  return elapsedMs >= SLOW_PAYMENT_MS;
}
