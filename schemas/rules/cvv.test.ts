import { describe, expect, it } from 'vitest';
import { validateFieldValue } from '../validators/rule-validator.ts';
import { ruleContract } from '../validators/rule-contract.ts';
import { checkCvv, rule as cvvRule, type CvvLength } from './cvv.ts';
import { ERROR_KEYS, type ErrorKey } from './error-keys.ts';

const INCORRECT = ERROR_KEYS.INCORRECT_CVV;
const CARD_NUMBER_FOR: Record<CvvLength, string> = { 3: '4111111111111111', 4: '378282246310005' };

const cases: ReadonlyArray<{ name: string; value: string; length: CvvLength; error: ErrorKey | null }> = [
  { name: '3 digits for a visa', value: '123', length: 3, error: null },
  { name: '4 digits for an american express', value: '1234', length: 4, error: null },
  { name: '2 digits', value: '12', length: 3, error: INCORRECT },
  { name: '4 digits for a visa', value: '1234', length: 3, error: INCORRECT },
  { name: '3 digits for an american express', value: '123', length: 4, error: INCORRECT },
  { name: 'a letter', value: '12a', length: 3, error: INCORRECT },
  { name: 'a space', value: '12 3', length: 4, error: INCORRECT },
];

describe('cvv rule', () => {
  for (const { name, value, length, error } of cases) {
    it(`gives ${error ?? 'no error'} for ${name} (function)`, () => {
      expect(checkCvv(value, length) ? null : INCORRECT).toBe(error);
    });
    it(`gives ${error ?? 'no error'} for ${name} (precompiled validator, length from the card number field)`, () => {
      const formData = { card_pan: CARD_NUMBER_FOR[length] };
      const keys = validateFieldValue(value, { cvv: { cardNumberField: 'card_pan' } }, formData).map(({ key }) => key);
      expect(keys).toEqual(error === null ? [] : [error]);
    });
  }
});

describe('cvv rule: a code the card demands (cvvDemand) is required (spec section 5)', () => {
  const param = { cardNumberField: 'card_pan' };
  ruleContract(cvvRule, [
    { name: 'a blank code the card demands', value: '', param: { ...param, required: true }, error: ERROR_KEYS.FIELD_REQUIRED },
    { name: 'a blank code the card does not demand', value: '', param, error: null },
    { name: 'a 4-digit code for an american express', value: '1234', param, form: { card_pan: '378282246310005' }, error: null },
    { name: 'a 2-digit code the card demands', value: '12', param: { ...param, required: true }, error: ERROR_KEYS.INCORRECT_CVV },
  ]);
});
