import { describe, expect, it } from 'vitest';
import { validateFieldValue } from '../validators/rule-validator.ts';
import type { FlowType } from '../server/v1/types.ts';
import { ruleContract } from '../validators/rule-contract.ts';
import { checkAmount, rule as amountRule } from './amount.ts';
import { ERROR_KEYS } from './error-keys.ts';
import { amountErrorKey, type AmountErrorCode } from './error-keys.ts';

const LIMITS = { min: 10, max: 100 };

const cases: ReadonlyArray<{ name: string; value: string | number; flow: FlowType; code: AmountErrorCode | null }> = [
  { name: 'an amount within the limits', value: '50', flow: 'deposit', code: null },
  { name: 'a number within the limits', value: 50.5, flow: 'deposit', code: null },
  { name: 'exactly the minimum', value: '10', flow: 'deposit', code: null },
  { name: 'exactly the maximum', value: '100.00', flow: 'withdrawal', code: null },
  { name: 'a decimal without an integer part', value: '.5', flow: 'deposit', code: 'UNDER_MIN_LIMIT' },
  { name: 'under the minimum', value: '9.99', flow: 'deposit', code: 'UNDER_MIN_LIMIT' },
  { name: 'above the maximum', value: '100.01', flow: 'withdrawal', code: 'ABOVE_MAX_LIMIT' },
  { name: 'thousands with spaces', value: '1 000', flow: 'checkout', code: 'ABOVE_MAX_LIMIT' },
  { name: 'zero', value: '0', flow: 'deposit', code: 'INCORRECT_AMOUNT' },
  { name: 'a negative number', value: -5, flow: 'deposit', code: 'INCORRECT_AMOUNT' },
  { name: 'a negative string', value: '-5', flow: 'deposit', code: 'INCORRECT_AMOUNT' },
  { name: 'letters', value: 'abc', flow: 'deposit', code: 'INCORRECT_AMOUNT' },
  { name: 'two dots', value: '1.2.3', flow: 'deposit', code: 'INCORRECT_AMOUNT' },
  { name: 'NaN', value: Number.NaN, flow: 'routing', code: 'INCORRECT_AMOUNT' },
  { name: 'Infinity', value: Number.POSITIVE_INFINITY, flow: 'deposit', code: 'INCORRECT_AMOUNT' },
];

describe('amount rule', () => {
  for (const { name, value, flow, code } of cases) {
    const key = code === null ? 'no error' : amountErrorKey(flow, code);
    it(`gives ${key} for ${name} (function)`, () => {
      expect(checkAmount(value, LIMITS)).toBe(code);
    });
    it(`gives ${key} for ${name} (precompiled validator)`, () => {
      const errors = validateFieldValue(value, { required: true, amount: { ...LIMITS, flow } }, {});
      expect(errors).toEqual(code === null ? [] : [{ key: amountErrorKey(flow, code), params: LIMITS }]);
    });
  }
});

describe('amount rule: digits, and the withdrawal balance (CASHIER.PH2.ERROR_MESSAGE.1206)', () => {
  const withdrawal = { min: 10, max: 1000, flow: 'withdrawal' as const, balance: 200 };
  ruleContract(amountRule, [
    { name: '13 integer digits', value: '1000000000000', param: { min: 1, max: 1e13, flow: 'deposit' }, error: 'PH.DEPOSIT.ERROR.INCORRECT_AMOUNT' },
    { name: '3 decimals where 2 are allowed', value: '10.123', param: { min: 1, max: 100, flow: 'deposit', digits: { integer: 12, decimal: 2 } }, error: 'PH.DEPOSIT.ERROR.INCORRECT_AMOUNT' },
    { name: 'a cent above a 1e21 maximum (equal as doubles)', value: '1000000000000000000000.01', param: { min: 1, max: 1e21, flow: 'deposit', digits: { integer: 22, decimal: 2 } }, error: 'PH.DEPOSIT.ERROR.ABOVE_MAX_LIMIT' },
    { name: 'exactly a 1e21 maximum', value: '1000000000000000000000.00', param: { min: 1, max: 1e21, flow: 'deposit', digits: { integer: 22, decimal: 2 } }, error: null },
    { name: 'no upper limit (max 0)', value: '5000', param: { min: 1, max: 0, flow: 'deposit' }, error: null },
    { name: 'a typed amount at a 5e-7 minimum', value: '0.0000005', param: { min: 5e-7, max: 1, flow: 'deposit' }, error: null },
    { name: 'a number 5e-7 under a 1e-6 minimum', value: 5e-7, param: { min: 1e-6, max: 1, flow: 'deposit' }, error: 'PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT' },
    { name: 'a withdrawal within the balance', value: '150', param: withdrawal, error: null },
    { name: 'a withdrawal above the balance', value: '250', param: withdrawal, error: ERROR_KEYS.ABOVE_BALANCE },
    { name: 'a withdrawal with no positive balance', value: '20', param: { ...withdrawal, balance: 0 }, error: ERROR_KEYS.ABOVE_BALANCE },
    { name: 'a withdrawal with a balance below the minimum', value: '20', param: { ...withdrawal, balance: 5 }, error: ERROR_KEYS.ABOVE_BALANCE },
  ]);
});
