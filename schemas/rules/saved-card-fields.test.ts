import { describe, expect, it } from 'vitest';
import { savedCardFields, type SavedCardState } from './saved-card-fields.ts';

const cases: ReadonlyArray<[string, SavedCardState, string[]]> = [
  ['a tokenised card asking for its code', { tokenised: true, cvvRequired: true, selectedWithLast4: false }, ['cardNumber', 'cvv']],
  ['a tokenised card without code', { tokenised: true, cvvRequired: false, selectedWithLast4: false }, ['cardNumber']],
  ['a new card', { tokenised: false, cvvRequired: false, selectedWithLast4: false }, ['cardNumber', 'expiry', 'cvv', 'cardholderName']],
  ['a selected saved card with last4', { tokenised: true, cvvRequired: true, selectedWithLast4: true }, ['cvv']],
];

describe('savedCardFields (spec section 5)', () => {
  it.each(cases)('shows for %s: %j', (_, card, shown) => {
    expect(savedCardFields(card)).toEqual(shown);
  });
});
