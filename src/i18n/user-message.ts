import { CashierApiError, type ApiFailure } from '../api/api-error.ts';
import { isChunkLoadError } from '../telemetry/errors/chunk-load.ts';
import { translate } from './common.ts';
import type { CommonKey } from './message-key.ts';

/** The sentence a payer reads for each way a call can fail. */
const FAILURE_TEXTS: Readonly<Record<ApiFailure['kind'], CommonKey>> = {
  FETCH_ERROR: 'APP.API_ERROR.FETCH_ERROR',
  TIMEOUT_ERROR: 'APP.API_ERROR.TIMEOUT_ERROR',
  PARSING_ERROR: 'APP.API_ERROR.PARSING_ERROR',
  HTTP_ERROR: 'APP.API_ERROR.HTTP_ERROR',
  PAYLOAD_INVALID: 'APP.API_ERROR.PAYLOAD_INVALID',
  SESSION_EXPIRED: 'CASHIER.PH2.ERROR_MESSAGE.17',
};

/**
 * What a payer reads about any failure: the translated sentence of an API failure's kind, that part of the cashier could
 * not load (a ChunkLoadError), or a general one. Never a call name, status or JSON path: those stay in the error's
 * message, for the console and the error screen's details.
 */
export function userMessageOf(error: unknown): string {
  if (error instanceof CashierApiError) return translate(FAILURE_TEXTS[error.failure.kind]);
  return translate(isChunkLoadError(error) ? 'APP.ERROR.CHUNK_LOAD' : 'APP.ERROR.GENERIC');
}

/**
 * The code a payer can quote to support, shown under "Details" of the error screen: the failure kind of section 8
 * (FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR), or the HTTP status with the server's code. (The error popup shows the
 * section 8 code itself: `errorCodeOf` in src/error-popup.) Never a call name or JSON path: those
 * go to the console only.
 */
export function supportCodeOf(error: unknown): string {
  if (!(error instanceof CashierApiError)) return 'APP_ERROR';
  const { failure } = error;
  if (failure.kind !== 'HTTP_ERROR') return failure.kind;
  return failure.code === undefined ? `HTTP ${failure.status}` : `HTTP ${failure.status} ${failure.code}`;
}
