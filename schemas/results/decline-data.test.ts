import { describe, expect, it } from 'vitest';
import { declineDataOf, knownSubReason } from './decline-data.ts';

describe('declineDataOf (spec section 3: withdrawal decline data, decline_sub_reason and comment)', () => {
  it.each<[Parameters<typeof declineDataOf>[0], ReturnType<typeof declineDataOf>]>([
    [{}, null],
    [{ decline_sub_reason: null, comment: null }, null],
    [{ decline_sub_reason: '  ', comment: '' }, null],
    [{ decline_sub_reason: 'limit_exceeded' }, { subReason: 'limit_exceeded', comment: null }],
    [{ comment: ' Daily payout limit reached. ' }, { subReason: null, comment: 'Daily payout limit reached.' }],
    [
      { decline_sub_reason: 'X_42', comment: '<img src=x onerror=alert(1)>' },
      { subReason: 'X_42', comment: '<img src=x onerror=alert(1)>' },
    ],
  ])('%j -> %j', (answer, data) => {
    expect(declineDataOf(answer)).toEqual(data);
  });
});

describe('knownSubReason', () => {
  it.each<[string, string | null]>([
    ['insufficient_funds', 'insufficient_funds'],
    ['LIMIT_EXCEEDED', 'limit_exceeded'],
    ['invalid_account', 'invalid_account'],
    ['verification_required', 'verification_required'],
    ['toString', null],
    ['', null],
    ['X_42', null],
  ])('%s -> %s', (code, known) => {
    expect(knownSubReason(code)).toBe(known);
  });
});
