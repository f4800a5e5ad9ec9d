import { describe, expect, it } from 'vitest';
import { decimalToString } from './decimal.ts';
import { feeRate, type FeeInput } from './fee-rate.ts';

type Case = [string, FeeInput | null | undefined, FeeInput | null | undefined, [string, string]];

describe('feeRate', () => {
  it.each<Case>([
    ['the merchant fee over the method fee', { percentage: 1, fix: 0.5 }, { percentage: 3, fix: 2 }, ['1', '0.5']],
    ['a zero merchant fee over the method fee', { percentage: 0, fix: 0 }, { percentage: 3, fix: 2 }, ['0', '0']],
    ['the method fee without a merchant fee', null, { percentage: 2.5, fix: 0.3 }, ['2.5', '0.3']],
    ['a percentage string', undefined, '2.5%', ['2.5', '0']],
    ['a bare percentage number', undefined, 1.75, ['1.75', '0']],
    ['a fee object without fix', undefined, { percentage: '4' }, ['4', '0']],
    ['no fee at all', undefined, undefined, ['0', '0']],
    ['an unreadable percentage', undefined, { percentage: 'n/a', fix: 1 }, ['0', '1']],
  ])('takes %s', (_, merchant, method, [percentage, fix]) => {
    const rate = feeRate(merchant, method);
    expect([decimalToString(rate.percentage), decimalToString(rate.fix)]).toEqual([percentage, fix]);
  });
});
