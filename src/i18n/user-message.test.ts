import { describe, expect, it } from 'vitest';
import { CashierApiError, type ApiFailure } from '../api/api-error.ts';
import { ChunkLoadError } from '../telemetry/errors/chunk-load.ts';
import { supportCodeOf, userMessageOf } from './user-message.ts';

const CALL = 'submitDeposit';

describe('userMessageOf: the sentence a payer reads, by failure kind', () => {
  it.each<[ApiFailure, string]>([
    [{ kind: 'FETCH_ERROR' }, 'We could not reach the payment server. Check your connection and try again.'],
    [{ kind: 'TIMEOUT_ERROR', afterMs: 30_000 }, 'The payment server is taking too long to answer. Try again in a moment.'],
    [{ kind: 'PARSING_ERROR' }, 'The payment server sent an answer we could not read. Try again in a moment.'],
    [{ kind: 'HTTP_ERROR', status: 500, code: 'FIXTURE_FAULT', serverMessage: 'db down' }, 'The payment server could not handle the request. Try again in a moment.'],
    [{ kind: 'PAYLOAD_INVALID', details: 'deposit methods payload: /payment_groups/0/id must be integer' }, 'The payment server sent an answer we could not use. Try again later.'],
    [{ kind: 'SESSION_EXPIRED' }, 'Your session has expired. Reopen the cashier from the merchant site.'],
  ])('%o', (failure, sentence) => {
    const error = new CashierApiError(CALL, failure);
    const shown = userMessageOf(error);
    expect(shown).toBe(sentence);
    // The technical message stays for the console, and none of it reaches the sentence.
    expect(error.message).toContain(CALL);
    expect(shown).not.toContain(CALL);
    expect(shown).not.toMatch(/HTTP|\d{3}|\//);
  });

  it('a screen whose code could not load (ChunkLoadError) says so, and to check the connection', () => {
    expect(userMessageOf(new ChunkLoadError('failed'))).toBe('Part of the cashier could not load. Check your connection and try again.');
  });

  it.each([new Error('getDepositMethods: odd'), 'a string', null])('anything else (%o) gets the general sentence', (error) => {
    expect(userMessageOf(error)).toBe('Something went wrong on our side. Try again in a moment.');
  });
});

describe('supportCodeOf: the code under "Details", never the call name', () => {
  it.each<[ApiFailure | null, string]>([
    [{ kind: 'FETCH_ERROR' }, 'FETCH_ERROR'],
    [{ kind: 'TIMEOUT_ERROR', afterMs: 30_000 }, 'TIMEOUT_ERROR'],
    [{ kind: 'PARSING_ERROR' }, 'PARSING_ERROR'],
    [{ kind: 'HTTP_ERROR', status: 502 }, 'HTTP 502'],
    [{ kind: 'HTTP_ERROR', status: 500, code: 'FIXTURE_FAULT', serverMessage: 'db down' }, 'HTTP 500 FIXTURE_FAULT'],
    [{ kind: 'PAYLOAD_INVALID', details: '/payment_groups/0/id must be integer' }, 'PAYLOAD_INVALID'],
    [null, 'APP_ERROR'],
  ])('%o -> %s', (failure, code) => {
    const error = failure === null ? new Error(`${CALL}: crashed`) : new CashierApiError(CALL, failure);
    expect(supportCodeOf(error)).toBe(code);
  });
});
