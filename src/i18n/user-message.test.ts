import { describe, expect, it } from 'vitest';
import { CashierApiError, type ApiFailure } from '../api/api-error.ts';
import { userMessageOf } from './user-message.ts';

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

  it.each([new Error('getDepositMethods: odd'), 'a string', null])('anything else (%o) gets the general sentence', (error) => {
    expect(userMessageOf(error)).toBe('Something went wrong on our side. Try again in a moment.');
  });
});
