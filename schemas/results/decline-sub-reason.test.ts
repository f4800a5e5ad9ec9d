import { describe, expect, it } from 'vitest';
import { knownSubReason } from './decline-sub-reason.ts';

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
