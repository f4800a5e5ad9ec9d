import { describe, expect, it } from 'vitest';
import type { DecimalInput } from './decimal.ts';
import { taxAmounts, type TaxAmounts, type TaxTier } from './tax-amounts.ts';

const tiers: TaxTier[] = [
  { from: 0, to: 1000, percent_value: 0, absolute_value: 0 },
  { from: 1000, to: 10000, percent_value: 15, absolute_value: 0 },
  { from: 10000, to: 0, percent_value: 20, absolute_value: 50 },
];

const result = (nonTaxableAmount: string, taxValue: string, amountWithTaxes: string): TaxAmounts => ({
  nonTaxableAmount,
  taxValue,
  amountWithTaxes,
});

describe('taxAmounts', () => {
  it.each<[string, DecimalInput, readonly TaxTier[], TaxAmounts]>([
    ['an amount in the tax-free tier', 500, tiers, result('0.00', '0.00', '500.00')],
    ['a shared boundary belongs to the first tier', 1000, tiers, result('0.00', '0.00', '1000.00')],
    ['the part above the tier start is taxed', 1500, tiers, result('1000.00', '75.00', '1575.00')],
    ['an open-ended tier adds its absolute value', 20000, tiers, result('10000.00', '2050.00', '22050.00')],
    ['tax rounds half-up (0.045 -> 0.05)', 1000.3, tiers, result('1000.00', '0.05', '1000.35')],
    ['no float error on 0.1 + 0.2', 0.1 + 0.2, [{ from: 0, percent_value: 50 }], result('0.00', '0.15', '0.45')],
    ['a satoshi rounds to cents', 1e-8, [{ from: 0, percent_value: 10 }], result('0.00', '0.00', '0.00')],
    ['a 12-digit amount stays exact', '999999999999.99', [{ from: 0, percent_value: 1 }], result('0.00', '10000000000.00', '1009999999999.99')],
    ['an absolute-only tier', 100, [{ from: 0, to: null, absolute_value: 2.5 }], result('0.00', '2.50', '102.50')],
    ['tiers in server order, first match wins', 50, [{ from: 0, percent_value: 10 }, { from: 0, percent_value: 20 }], result('0.00', '5.00', '55.00')],
    ['no matching tier', 5, [{ from: 10, to: 20, percent_value: 10 }], result('5.00', '0.00', '5.00')],
    ['no tiers', 5, [], result('5.00', '0.00', '5.00')],
    ['zero', 0, tiers, result('0.00', '0.00', '0.00')],
    ['a negative amount', -100, tiers, result('-100.00', '0.00', '-100.00')],
    ['an unreadable amount', 'abc', tiers, result('0.00', '0.00', '0.00')],
  ])('%s', (_, amount, table, expected) => {
    expect(taxAmounts(amount, table)).toEqual(expected);
  });
});
