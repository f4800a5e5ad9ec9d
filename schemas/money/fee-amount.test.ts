import { describe, expect, it } from 'vitest';
import type { DecimalInput } from './decimal.ts';
import { feeAmount, type FeeSources } from './fee-amount.ts';

const method: FeeSources = { methodFee: { percentage: 2.5, fix: 0.3 } };

describe('feeAmount', () => {
  it.each<[string, DecimalInput, FeeSources, number | undefined, string]>([
    ['percentage plus fix', 100, method, 2, '2.80'],
    ['rounds half-up to the currency precision', 10.1, method, 2, '0.55'],
    ['merchant fee wins', 100, { merchantUserFee: { percentage: 1, fix: 0 }, ...method }, 2, '1.00'],
    ['no float error on 0.1 + 0.2', 0.1 + 0.2, { methodFee: { percentage: 100, fix: 0 } }, 2, '0.30'],
    ['JPY rounds to whole yen', 1999, { methodFee: { percentage: 3.5, fix: 0 } }, 0, '70'],
    ['KWD keeps three places', 10, { methodFee: { percentage: 1.25, fix: 0.1 } }, 3, '0.225'],
    ['BTC keeps satoshis', 1e-8, { methodFee: { percentage: 50, fix: 0 } }, 8, '0.00000001'],
    ['a 12-digit amount stays exact', '999999999999.99', { methodFee: { percentage: 1, fix: 0.01 } }, 2, '10000000000.01'],
    ['0 gives the fix', 0, method, 2, '0.30'],
    ['a negative amount gives the fix', -100, method, 2, '0.30'],
    ['an unreadable amount gives the fix', 'abc', method, 2, '0.30'],
    ['no fee is 0', 100, {}, 2, '0.00'],
    ['unknown precision uses the default', 1, method, undefined, '0.3250000000'],
  ])('%s', (_, amount, sources, precision, expected) => {
    expect(feeAmount(amount, sources, precision)).toBe(expected);
  });
});
