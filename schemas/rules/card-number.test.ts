import { describe, expect, it } from 'vitest';
import { validateFieldValue } from '../validators/rule-validator.ts';
import { cardBrand, checkCardNumber, cvvLength } from './card-number.ts';
import { ERROR_KEYS, type ErrorKey } from './error-keys.ts';

const INCORRECT = ERROR_KEYS.INCORRECT_CARD_NUMBER;

const cases: ReadonlyArray<{ name: string; value: string; error: ErrorKey | null }> = [
  { name: 'a Luhn-valid visa with spaces', value: '4111 1111 1111 1111', error: null },
  { name: 'a Luhn-valid visa without spaces', value: '4111111111111111', error: null },
  { name: 'a 15-digit american express', value: '378282246310005', error: null },
  { name: 'a mastercard', value: '5555555555554444', error: null },
  { name: 'a discover', value: '6011111111111117', error: null },
  { name: 'a 17-digit visa (extra brand lengths)', value: '41111111111111113', error: null },
  { name: 'a 19-digit visa', value: '4111111111111111110', error: null },
  { name: 'a UZS card (prefix 8, 16 digits)', value: '8600123412341239', error: null },
  { name: 'a UZCARD card (prefix 9, 16 digits)', value: '9860123412341232', error: null },
  { name: 'a failing Luhn sum', value: '4111 1111 1111 1112', error: INCORRECT },
  { name: 'hyphens', value: '4111-1111-1111-1111', error: INCORRECT },
  { name: 'letters', value: '4111 1111 1111 111a', error: INCORRECT },
  { name: 'a 13-digit start of a visa (below 16 digits: potentially valid)', value: '4111111111111', error: null },
  { name: 'a 15-digit start of a visa failing Luhn (below 16 digits: potentially valid)', value: '411111111111112', error: null },
  { name: 'a 12-digit start of a UZS card (below 16 digits: potentially valid)', value: '860012341234', error: null },
  { name: 'a 15-digit american express failing Luhn (complete, not potentially valid)', value: '378282246310006', error: INCORRECT },
  { name: 'a 15-digit unknown brand', value: '111111111111111', error: INCORRECT },
  { name: 'a 16-digit visa failing Luhn (16 digits: fully valid needed)', value: '4111111111111121', error: INCORRECT },
  { name: 'a 16-digit american express', value: '3782822463100050', error: INCORRECT },
  { name: 'more than 19 digits', value: '4111 1111 1111 1111 1111', error: INCORRECT },
  { name: 'an unknown brand', value: '1111111111111117', error: INCORRECT },
];

describe('card number rule', () => {
  for (const { name, value, error } of cases) {
    it(`gives ${error ?? 'no error'} for ${name} (function)`, () => {
      expect(checkCardNumber(value) ? null : INCORRECT).toBe(error);
    });
    it(`gives ${error ?? 'no error'} for ${name} (precompiled validator)`, () => {
      const keys = validateFieldValue(value, { cardNumber: true, required: true }, {}).map(({ key }) => key);
      expect(keys).toEqual(error === null ? [] : [error]);
    });
  }
});

const brands: ReadonlyArray<{ value: string; brand: string | null; cvv: 3 | 4 }> = [
  { value: '4111 1111 1111 1111', brand: 'visa', cvv: 3 },
  { value: '378282246310005', brand: 'american-express', cvv: 4 },
  { value: '3782', brand: 'american-express', cvv: 4 },
  { value: '5555555555554444', brand: 'mastercard', cvv: 3 },
  { value: '8600123412341239', brand: 'uzs', cvv: 3 },
  // Decided by its 8th digit (troy's 65083700-65083704): with 7 it is not yet troy; typed on, it stays troy.
  { value: '6508370', brand: 'humo', cvv: 3 },
  { value: '6508370012345678', brand: 'troy', cvv: 3 },
  { value: '6508370512345678', brand: 'discover', cvv: 3 },
  { value: '6508370412345678', brand: 'troy', cvv: 3 },
  { value: '4111 1111 1111 1111 a', brand: null, cvv: 3 },
  { value: '', brand: null, cvv: 3 },
  { value: 'abcd', brand: null, cvv: 3 },
];

describe('card brand and security code length', () => {
  for (const { value, brand, cvv } of brands) {
    it(`reads '${value}' as ${brand ?? 'no brand'} with a ${cvv}-digit code`, () => {
      expect(cardBrand(value)).toBe(brand);
      expect(cvvLength(value)).toBe(cvv);
    });
  }
});
