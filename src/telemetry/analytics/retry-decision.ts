/** Spec section 8: answers that sending the same events again cannot fix. */
const FINAL_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 410, 422]);

/** What failed: an HTTP answer's status, or no answer at all (the network, a timeout). */
export type SendFailure = { status: number } | { network: true };

/** Whether a failed analytics send is kept to try again: never on 400, 401, 403, 410 or 422. */
export function shouldRetry(failure: SendFailure): boolean {
  return 'network' in failure || !FINAL_STATUSES.has(failure.status);
}
