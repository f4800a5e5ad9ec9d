import { CashierApiError, type ApiFailure } from './api-error.ts';

/** Gateway Timeout: a gateway in front of the server stopped waiting for it; the server may still be at work. */
const GATEWAY_TIMEOUT = 504;

/** Every other kind of failure, and whether it leaves the outcome unknown: a new kind must be placed here. */
const UNKNOWN_KINDS: Readonly<Record<Exclude<ApiFailure['kind'], 'HTTP_ERROR'>, boolean>> = {
  TIMEOUT_ERROR: true,
  PARSING_ERROR: true,
  PAYLOAD_INVALID: true,
  FETCH_ERROR: false,
  SESSION_EXPIRED: false,
};

/**
 * Whether a call that changes state may have done its work although it failed, with no answer saying whether it did:
 * a timeout (the browser's, or a gateway's 504), or a 2xx answer (the server took the request) that cannot be read or
 * used. Such an outcome is unknown, never shown as failed; only asking the server again tells (a submit's status, a
 * card list). A network error (mostly nothing reached the server) and an error status are failures, retried under
 * the same idempotency key.
 */
export function leavesOutcomeUnknown(failure: ApiFailure): boolean {
  return failure.kind === 'HTTP_ERROR' ? failure.status === GATEWAY_TIMEOUT : UNKNOWN_KINDS[failure.kind];
}

/** leavesOutcomeUnknown for what a call threw: only a CashierApiError tells how the call ended. */
export function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof CashierApiError && leavesOutcomeUnknown(error.failure);
}
