import { describe, expect, it } from 'vitest';
import { validateFieldValue } from '../validators/rule-validator.ts';
import { checkCardholderName, cleanCardholderName } from './cardholder-name.ts';
import { ERROR_KEYS, type ErrorKey } from './error-keys.ts';

const INCORRECT = ERROR_KEYS.FIELD_HAS_ERROR;

const cases: ReadonlyArray<{ name: string; value: string; error: ErrorKey | null }> = [
  { name: 'a plain name', value: 'John Smith', error: null },
  { name: 'padding and repeated whitespace', value: '  John \t  Smith ', error: null },
  { name: 'an apostrophe and a hyphen', value: "Anne-Marie O'Brien", error: null },
  { name: 'a name with digits', value: 'John Smith 3', error: null },
  { name: '255 characters', value: 'a'.repeat(255), error: null },
  { name: '256 characters', value: 'a'.repeat(256), error: INCORRECT },
  { name: 'only digits', value: '12345', error: INCORRECT },
  { name: 'only digits, spaces and hyphens', value: '12-34 56', error: INCORRECT },
  { name: 'only hyphens', value: '--', error: INCORRECT },
];

describe('cardholder name rule', () => {
  for (const { name, value, error } of cases) {
    it(`gives ${error ?? 'no error'} for ${name} (function)`, () => {
      expect(checkCardholderName(value) ? null : INCORRECT).toBe(error);
    });
    it(`gives ${error ?? 'no error'} for ${name} (precompiled validator)`, () => {
      const keys = validateFieldValue(value, { cardholderName: true, required: true }, {}).map(({ key }) => key);
      expect(keys).toEqual(error === null ? [] : [error]);
    });
  }

  it('is empty, hence invalid, when only whitespace', () => {
    expect(checkCardholderName(' \n ')).toBe(false);
  });

  it('trims and collapses whitespace when cleaning', () => {
    expect(cleanCardholderName('  John \t\n Smith  ')).toBe('John Smith');
  });

  it('uses the server message key instead of FIELD_HAS_ERROR', () => {
    const errors = validateFieldValue('1234', { cardholderName: true, messageKey: 'PH.ERROR.NAME' }, {});
    expect(errors).toEqual([{ key: 'PH.ERROR.NAME' }]);
  });
});
