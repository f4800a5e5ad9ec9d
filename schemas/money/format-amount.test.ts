import { describe, expect, it } from 'vitest';
import { formatAmount, formatDigits } from './format-amount.ts';

describe('formatAmount', () => {
  it.each([
    [5000, { alpha3: 'EUR', precision: 2 }, '5 000.00 EUR'],
    [10, { alpha3: 'EUR', precision: 2 }, '10.00 EUR'],
    [1234567, { alpha3: 'JPY', precision: 0 }, '1 234 567 JPY'],
    [1.5, { alpha3: 'KWD', precision: 3 }, '1.500 KWD'],
    [0.00012345, { alpha3: 'BTC', precision: 8 }, '0.00012345 BTC'],
  ])('%s %j -> %s', (value, currency, expected) => {
    expect(formatAmount(value, currency)).toBe(expected);
  });
  it('keeps the sign of a negative amount', () => {
    expect(formatDigits(-1234.5, 2)).toBe('-1 234.50');
  });
});
