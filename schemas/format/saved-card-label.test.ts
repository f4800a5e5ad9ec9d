import { describe, expect, it } from 'vitest';
import { parseSavedCardLabel, type SavedCardLabel } from './saved-card-label.ts';

const cases: ReadonlyArray<[string, SavedCardLabel]> = [
  ['411111******1111', { last4: '1111', brand: 'Visa' }],
  ['555555******4444', { last4: '4444', brand: 'Mastercard' }],
  ['378282*****0005', { last4: '0005', brand: 'American Express' }],
  ['Visa •••• 1111 (09/29)', { last4: '1111', brand: 'Visa', expiry: '09/29' }],
  ['Mastercard •••• 4444 (03/27)', { last4: '4444', brand: 'Mastercard', expiry: '03/27' }],
  ['American Express **** 0005 (12/2030)', { last4: '0005', brand: 'American Express', expiry: '12/30' }],
  ['•••• 1234', { last4: '1234' }],
  ['**** **** **** 9876 exp 01/28', { last4: '9876', expiry: '01/28' }],
  ['Visa (09/29)', { expiry: '09/29' }],
  ['My salary card', {}],
  ['', {}],
];

describe('parseSavedCardLabel', () => {
  it.each(cases)('%j -> %j', (label, expected) => {
    expect(parseSavedCardLabel(label)).toEqual(expected);
  });
});
