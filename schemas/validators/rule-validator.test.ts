import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '../rules/error-keys.ts';
import type { FieldRule } from '../rules/field-rule.ts';
import { validateFieldValue, type RuleError } from './rule-validator.ts';

const { FIELD_HAS_ERROR, FIELD_REQUIRED, INCORRECT_CARD_NUMBER, INCORRECT_CVV } = ERROR_KEYS;

const cases: ReadonlyArray<{ name: string; value: unknown; rule: FieldRule; errors: RuleError[] }> = [
  {
    name: 'a missing required value gives only FIELD_REQUIRED, whatever else it breaks',
    value: '  ',
    rule: { required: true, cardNumber: true, pattern: '^\\d+$', minLength: 3 },
    errors: [{ key: FIELD_REQUIRED }],
  },
  {
    name: 'an empty optional value passes every other rule',
    value: '',
    rule: { cardNumber: true, pattern: '^\\d+$', minLength: 3, amount: { min: 1, max: 2, flow: 'deposit' } },
    errors: [],
  },
  { name: 'an undefined optional value passes', value: undefined, rule: { expiry: true }, errors: [] },
  {
    name: 'a server pattern gives FIELD_HAS_ERROR',
    value: 'abc',
    rule: { pattern: '^\\d+$' },
    errors: [{ key: FIELD_HAS_ERROR }],
  },
  {
    name: 'a server message key replaces FIELD_HAS_ERROR',
    value: 'abc',
    rule: { pattern: '^\\d+$', messageKey: 'PH.ERROR.ONLY_DIGITS' },
    errors: [{ key: 'PH.ERROR.ONLY_DIGITS' }],
  },
  {
    name: 'a server pattern with escapes only legal without the u flag still applies',
    value: '123-4567',
    rule: { pattern: '^\\d{3}\\-\\d{4}$' },
    errors: [],
  },
  {
    name: 'a server pattern that is not a regexp fails the value rather than the form',
    value: 'abc',
    rule: { pattern: '([' },
    errors: [{ key: FIELD_HAS_ERROR }],
  },
  { name: 'minLength counts characters', value: 'ab', rule: { minLength: 3 }, errors: [{ key: FIELD_HAS_ERROR }] },
  { name: 'maxLength counts code points', value: '😀😀😀', rule: { maxLength: 3 }, errors: [] },
  {
    name: 'maxLength beyond the limit',
    value: 'abcd',
    rule: { maxLength: 3, messageKey: 'PH.ERROR.TOO_LONG' },
    errors: [{ key: 'PH.ERROR.TOO_LONG' }],
  },
  {
    name: 'numbers are checked as text against a pattern',
    value: 12.345,
    rule: { pattern: '^\\d+(\\.\\d{1,2})?$' },
    errors: [{ key: FIELD_HAS_ERROR }],
  },
  {
    name: 'a card number matching the server pattern but failing Luhn gives INCORRECT_CARD_NUMBER',
    value: '4111 1111 1111 1112',
    rule: { cardNumber: true, pattern: '^[\\d ]{19}$', messageKey: 'PH.ERROR.PAN' },
    errors: [{ key: INCORRECT_CARD_NUMBER }],
  },
  {
    name: 'a value breaking a business rule and the server pattern gives both, the business rule first',
    value: '4111111111111112',
    rule: { cardNumber: true, pattern: '^[\\d ]{19}$', messageKey: 'PH.ERROR.PAN' },
    errors: [{ key: INCORRECT_CARD_NUMBER }, { key: 'PH.ERROR.PAN' }],
  },
  {
    name: 'a cvv without a card number in the form needs 3 digits',
    value: '1234',
    rule: { cvv: { cardNumberField: 'card_pan' } },
    errors: [{ key: INCORRECT_CVV }],
  },
  {
    name: 'amount errors carry the limits',
    value: '5000',
    rule: { required: true, amount: { min: 10, max: 1000, flow: 'withdrawal' } },
    errors: [{ key: 'PH.WITHDRAWAL.ERROR.ABOVE_MAX_LIMIT', params: { min: 10, max: 1000 } }],
  },
];

describe('validateFieldValue', () => {
  for (const { name, value, rule, errors } of cases) {
    it(name, () => {
      expect(validateFieldValue(value, rule, {})).toEqual(errors);
    });
  }
});
