import { describe, expect, it } from 'vitest';
import { savedCardFields, type CardFieldRole, type SavedCardState } from './saved-card-fields.ts';

const cases: ReadonlyArray<[string, SavedCardState, readonly CardFieldRole[]]> = [
  ['a saved card whose code is required', { saved: true, cvv: 'required', selectedWithLast4: false }, ['cardNumber', 'cvv']],
  ['a saved card whose code is not asked', { saved: true, cvv: 'hidden', selectedWithLast4: false }, ['cardNumber']],
  ['a new card', { saved: false, cvv: 'optional', selectedWithLast4: false }, ['cardNumber', 'expiry', 'cvv', 'cardholderName']],
  ['a saved card with last4 whose code is required', { saved: true, cvv: 'required', selectedWithLast4: true }, ['cvv']],
  ['a saved card with last4 whose code is not asked', { saved: true, cvv: 'hidden', selectedWithLast4: true }, []],
];

describe('savedCardFields (spec section 5, saved card display)', () => {
  it.each(cases)('%s shows %j', (_, card, roles) => {
    expect(savedCardFields(card)).toEqual(roles);
  });
});
