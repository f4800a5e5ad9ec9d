import { describe, expect, it } from 'vitest';
import { CashierApiError, type ApiFailure } from './api-error.ts';
import { isOutcomeUnknown, leavesOutcomeUnknown } from './outcome-unknown.ts';

describe('leavesOutcomeUnknown: a failed call that may have done its work all the same', () => {
  it.each<[string, ApiFailure, boolean]>([
    ['the browser timed out', { kind: 'TIMEOUT_ERROR', afterMs: 30_000 }, true],
    ['a gateway timed out (504)', { kind: 'HTTP_ERROR', status: 504 }, true],
    ['a 504 carrying the server error body', { kind: 'HTTP_ERROR', status: 504, code: 'GATEWAY', serverMessage: 'late' }, true],
    ['a 2xx answer that is not JSON', { kind: 'PARSING_ERROR' }, true],
    ['a 2xx answer its schema refuses', { kind: 'PAYLOAD_INVALID', details: '/result_status must pass enum' }, true],
    ['a network error', { kind: 'FETCH_ERROR' }, false],
    ['the server failed (500)', { kind: 'HTTP_ERROR', status: 500, code: 'X' }, false],
    ['a bad gateway (502)', { kind: 'HTTP_ERROR', status: 502 }, false],
    ['the server is unavailable (503)', { kind: 'HTTP_ERROR', status: 503 }, false],
    ['the request was refused (400)', { kind: 'HTTP_ERROR', status: 400, code: '1206' }, false],
    ['the session expired (code 17)', { kind: 'SESSION_EXPIRED' }, false],
  ])('%s', (_name, failure, unknown) => {
    expect(leavesOutcomeUnknown(failure)).toBe(unknown);
    expect(isOutcomeUnknown(new CashierApiError('submitDeposit', failure))).toBe(unknown);
  });

  it('an error that is not a call failure (a code chunk that did not load) leaves nothing unknown', () => {
    expect(isOutcomeUnknown(new Error('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isOutcomeUnknown('timeout')).toBe(false);
  });
});
