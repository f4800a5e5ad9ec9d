/** How a call failed (spec section 8: FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, or an HTTP status with data). */
export type ApiFailure =
  | { kind: 'FETCH_ERROR' }
  | { kind: 'TIMEOUT_ERROR'; afterMs: number }
  | { kind: 'PARSING_ERROR' }
  | { kind: 'HTTP_ERROR'; status: number; code?: string; serverMessage?: string }
  | { kind: 'PAYLOAD_INVALID'; details: string }
  | { kind: 'SESSION_EXPIRED' };

/**
 * A failed cashier-service call. Its message is technical (call name, status, JSON paths), for the console and the error
 * screen's details; what the user reads is the sentence of its failure kind (src/i18n/user-message.ts).
 */
export class CashierApiError extends Error {
  override readonly name = 'CashierApiError';

  constructor(
    readonly call: string,
    readonly failure: ApiFailure,
  ) {
    super(`${call}: ${describeFailure(failure)}`);
  }
}

/** Error code 17 (or its message key) means the session is over, whatever the call (spec section 4). */
export const SESSION_EXPIRED_CODES: ReadonlySet<string> = new Set(['17', 'CASHIER.PH2.ERROR_MESSAGE.17']);

export function describeFailure(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'FETCH_ERROR':
      return 'the server could not be reached (network error)';
    case 'TIMEOUT_ERROR':
      return `the server did not answer within ${Math.round(failure.afterMs / 1000)} s`;
    case 'PARSING_ERROR':
      return 'the server answered with something that is not JSON';
    case 'HTTP_ERROR':
      return `the server answered HTTP ${failure.status}${failure.serverMessage === undefined ? '' : ` (${failure.serverMessage})`}`;
    case 'PAYLOAD_INVALID':
      return failure.details;
    case 'SESSION_EXPIRED':
      return 'the session has expired';
  }
}
