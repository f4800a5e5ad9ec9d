import { describe, expect, it } from 'vitest';
import { validateFieldValue } from '../validators/rule-validator.ts';
import { ERROR_KEYS, type ErrorKey } from './error-keys.ts';
import { ruleContract } from '../validators/rule-contract.ts';
import { checkExpiry, parseExpiry, rule as expiryRule } from './expiry.ts';

const INCORRECT = ERROR_KEYS.INCORRECT_EXP_DATE;
/** 15 May 2026, local time. */
const NOW = new Date(2026, 4, 15, 12);

const cases: ReadonlyArray<{ name: string; value: string; error: ErrorKey | null }> = [
  { name: 'the current month', value: '05/26', error: null },
  { name: 'a later month this year', value: '12/26', error: null },
  { name: 'next year', value: '01/27', error: null },
  { name: 'exactly 19 years ahead', value: '12/45', error: null },
  { name: 'the previous month', value: '04/26', error: INCORRECT },
  { name: 'last year', value: '12/25', error: INCORRECT },
  { name: '20 years ahead', value: '01/46', error: INCORRECT },
  { name: 'month 13', value: '13/27', error: INCORRECT },
  { name: 'month 00', value: '00/27', error: INCORRECT },
  { name: 'a one-character month', value: '1/27', error: INCORRECT },
  { name: 'a four-digit year', value: '05/2027', error: INCORRECT },
  { name: 'no slash', value: '0527', error: INCORRECT },
  { name: 'letters', value: 'ab/cd', error: INCORRECT },
];

describe('expiry rule', () => {
  for (const { name, value, error } of cases) {
    it(`gives ${error ?? 'no error'} for ${name} (function)`, () => {
      expect(checkExpiry(value, NOW) ? null : INCORRECT).toBe(error);
    });
    it(`gives ${error ?? 'no error'} for ${name} (precompiled validator)`, () => {
      const keys = validateFieldValue(value, { expiry: true, required: true }, {}, NOW).map(({ key }) => key);
      expect(keys).toEqual(error === null ? [] : [error]);
    });
  }

  it('parses MM/YY into a month and a full year', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('7/29')).toBeNull();
  });

  it('defaults now to the current date', () => {
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    expect(checkExpiry(`01/${nextYear}`)).toBe(true);
  });
});

describe('expiry rule with a custom year pattern', () => {
  ruleContract(expiryRule, [
    { name: 'a past date the pattern allows', value: '01/20', param: { yearPattern: '^[0-9]{2}$' }, error: null },
    { name: 'a year the pattern refuses', value: '01/35', param: { yearPattern: '^2[0-9]$' }, error: INCORRECT },
    { name: 'a one-character month', value: '1/25', param: { yearPattern: '^[0-9]{2}$' }, error: INCORRECT },
  ]);
});
