import type { ResultStatus } from './result-route.ts';

/** Processing and await: the payment is still under way (spec section 4: both display as processing). */
export const isPending = (status: ResultStatus): boolean => status === 'processing' || status === 'await';

/**
 * Whether a pushed status changes anything for a payment in flight (null: sent, not answered yet). Processing and
 * await are one state to the user, so one does not move a page waiting in the other: a crypto payment's
 * "processing, 1 of 2 confirmations" leaves its await page as it is.
 */
export function isNews(current: ResultStatus | null, pushed: ResultStatus): boolean {
  return current === null || !(isPending(current) && isPending(pushed));
}
