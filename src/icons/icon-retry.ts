/** Spec section 7: a failed icon request with status 400 is retried up to 3 times, 500 ms apart. */
export const ICON_RETRY = { status: 400, retries: 3, delayMs: 500 } as const;

/**
 * How long to wait before asking again after attempt `attempt` (0 for the first request) answered `status`; null
 * when the icon is given up for its placeholder (any other failure, or the retries are spent).
 */
export function iconRetryDelay(status: number, attempt: number): number | null {
  return status === ICON_RETRY.status && attempt < ICON_RETRY.retries ? ICON_RETRY.delayMs : null;
}
