import { describe, expect, it } from 'vitest';
import { validateFieldValue } from '../validators/rule-validator.ts';
import { ERROR_KEYS, type ErrorKey } from './error-keys.ts';
import { isMissing } from './required.ts';

const REQUIRED = ERROR_KEYS.FIELD_REQUIRED;

const cases: ReadonlyArray<{ name: string; value: unknown; error: ErrorKey | null }> = [
  { name: 'undefined', value: undefined, error: REQUIRED },
  { name: 'null', value: null, error: REQUIRED },
  { name: 'an empty string', value: '', error: REQUIRED },
  { name: 'whitespace only', value: ' \t\n', error: REQUIRED },
  { name: 'a character', value: 'a', error: null },
  { name: 'padded text', value: '  a ', error: null },
  { name: 'zero', value: 0, error: null },
  { name: 'false', value: false, error: null },
];

describe('required rule', () => {
  for (const { name, value, error } of cases) {
    it(`gives ${error ?? 'no error'} for ${name} (function)`, () => {
      expect(isMissing(value) ? REQUIRED : null).toBe(error);
    });
    it(`gives ${error ?? 'no error'} for ${name} (precompiled validator)`, () => {
      const keys = validateFieldValue(value, { required: true }, {}).map(({ key }) => key);
      expect(keys).toEqual(error === null ? [] : [error]);
    });
  }
});
