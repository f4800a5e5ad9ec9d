import { describe, expect, it } from 'vitest';
import { FSI, PDI } from '../format/bidi.ts';
import { payoutCardOf } from './payout-card.ts';

describe('a saved card on the withdrawal card list', () => {
  it.each([
    ['the server names its brand', { card_id: 'c1', brand: 'visa', last4: '1111', exp_month: '09', exp_year: '2029' }, { id: 'c1', brand: 'Visa', last4: '1111', expiry: '09/29' }],
    ['the last 4 from the masked number', { card_id: 'c2', card_pan: '555555******4444', brand: 'american-express', exp_month: '3', exp_year: '27' }, { id: 'c2', brand: 'American Express', last4: '4444', expiry: '03/27' }],
    ['nothing but an id', { card_id: 'c3' }, { id: 'c3', brand: null, last4: null, expiry: null }],
    ['an override in the brand is dropped', { card_id: 'c4', brand: '<b>visa</b>\u202E', last4: '1111' }, { id: 'c4', brand: '<b>visa</b>', last4: '1111', expiry: null }],
    ['a brand of nothing but controls is none', { card_id: 'c5', brand: '\u202E', last4: '\u2066' }, { id: 'c5', brand: null, last4: null, expiry: null }],
  ] as const)('%s', (_, card, shown) => {
    expect(payoutCardOf(card, 'ltr')).toEqual(shown);
  });

  it('isolates the brand and the digits on a right-to-left page', () => {
    expect(payoutCardOf({ card_id: 'c1', brand: 'visa', last4: '1111' }, 'rtl')).toMatchObject({ brand: `${FSI}Visa${PDI}`, last4: `${FSI}1111${PDI}` });
  });
});
