import { CashierApiError } from './api-error.ts';

/**
 * A call that changes state and timed out may still have reached the server and done its work: its outcome is unknown,
 * so it is never shown as failed; only asking the server again tells (a submit's status, a card list).
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof CashierApiError && error.failure.kind === 'TIMEOUT_ERROR';
}
