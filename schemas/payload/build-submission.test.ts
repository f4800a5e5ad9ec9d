import { describe, expect, it } from 'vitest';
import { toJson } from './exact-number.ts';
import { buildSubmission } from './build-submission.ts';
import { browserData } from './browser-data.ts';
import type { CompiledField, FormValues } from '../compiler/compiled-form.ts';

const env = {
  navigator: { language: 'en-GB', userAgent: 'UA/1.0' },
  screen: { colorDepth: 24, height: 1080, width: 1920 },
  innerHeight: 800,
  innerWidth: 1200,
  now: new Date('2026-11-22T12:00:00Z'),
  timeZoneName: 'Europe/London',
};

const fields: CompiledField[] = [
  { name: 'amount', role: 'amount', encoding: 'text' },
  { name: 'card_pan', role: 'cardNumber', encoding: 'text' },
  { name: 'expirationDate', role: 'expiry', encoding: 'text', parts: { month: 'month', year: 'year' } },
  { name: 'card_cvv', role: 'cvv', encoding: 'text' },
  { name: 'cardholder_name', role: 'cardholderName', encoding: 'text' },
  { name: 'promo', role: 'parameter', encoding: 'text' },
  { name: 'note', role: 'parameter', encoding: 'text' },
];

describe('buildSubmission (spec section 3)', () => {
  const payload = buildSubmission({
    fields,
    values: {
      amount: '125.50',
      card_pan: '4111 1111 1111 1111',
      expirationDate: '11/27',
      card_cvv: '123',
      cardholder_name: '  Jane   Doe ',
      promo: 'WELCOME',
      note: '   ',
    },
    currency: 'EUR',
    browserData: browserData(env),
    fingerprint: 'fp-1',
  });

  it('sends the amount as a number with the currency', () => {
    expect(toJson(payload.amount)).toBe('125.50');
    expect(payload.currency).toBe('EUR');
  });

  it('strips spaces from the card number and splits the expiry', () => {
    expect(payload.card_data).toEqual({
      card_pan: '4111111111111111',
      card_bin: '411111',
      exp_month: '11',
      exp_year: '2027',
      cvv: '123',
      cardholder_name: 'Jane Doe',
    });
  });

  it('puts form fields other than amount and card data into parameters, dropping empty ones', () => {
    expect(payload.parameters).toEqual({ promo: 'WELCOME' });
    expect(payload.is_new_payout_account).toBe(false);
    expect(payload.fingerprint).toBe('fp-1');
  });

  it('fills every browser_data field, java_script_enabled as the string "true"', () => {
    expect(payload.browser_data).toEqual({
      color_depth: 24,
      language: 'en',
      time_zone: 0,
      timezone_name: 'Europe/London',
      java_enabled: false,
      screen_height: 1080,
      screen_width: 1920,
      window_height: 800,
      window_width: 1200,
      user_agent: 'UA/1.0',
      java_script_enabled: 'true',
    });
  });
});

describe('buildSubmission card_data with a saved-card field (spec section 3: card_id, card_pan removed)', () => {
  const cardFields: CompiledField[] = [...fields, { name: 'card_id', role: 'cardId', encoding: 'text' }, { name: 'bin', role: 'cardBin', encoding: 'text' }];
  const typed = { card_pan: '4111 1111 1111 1111', expirationDate: '11/27', cardholder_name: 'Jane Doe' };
  const newCard = { card_pan: '4111111111111111', card_bin: '411111', exp_month: '11', exp_year: '2027', cardholder_name: 'Jane Doe' };
  const cases: ReadonlyArray<[string, FormValues, unknown]> = [
    ['a saved card with its CVV', { card_id: 'crd_1', card_cvv: '123' }, { card_id: 'crd_1', cvv: '123' }],
    ['a saved card without CVV', { card_id: 'crd_1' }, { card_id: 'crd_1' }],
    ['a saved card with a known BIN', { card_id: 'crd_1', bin: '555555', card_cvv: '321' }, { card_id: 'crd_1', card_bin: '555555', cvv: '321' }],
    ['a saved card, typed card fields left over', { card_id: 'crd_1', card_cvv: '123', ...typed }, { card_id: 'crd_1', cvv: '123' }],
    ['no card chosen: the typed card', { ...typed, card_cvv: '123' }, { ...newCard, cvv: '123' }],
    ['the "new" choice: the typed card, no card_id', { card_id: 'new', ...typed }, newCard],
    ['a blank card id: the typed card, no card_id', { card_id: ' ', ...typed }, newCard],
    ['the "new" choice with nothing typed: no card_data', { card_id: 'new' }, undefined],
  ];

  it.each(cases)('%s', (_, values, cardData) => {
    const payload = buildSubmission({ fields: cardFields, values: { amount: '75', ...values }, currency: 'EUR', browserData: browserData(env), fingerprint: 'fp' });
    expect(payload.card_data).toEqual(cardData);
    expect(payload.parameters).toEqual({});
  });
});
