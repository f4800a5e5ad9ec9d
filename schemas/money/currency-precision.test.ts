import { describe, expect, it } from 'vitest';
import { currencyPrecision, DEFAULT_CURRENCY_PRECISION, MAX_CURRENCY_PRECISION } from './currency-precision.ts';

describe('currencyPrecision', () => {
  it.each<[string, number | null | undefined, number]>([
    ['JPY', 0, 0],
    ['EUR', 2, 2],
    ['KWD', 3, 3],
    ['BTC', 8, 8],
    ['at the cap', MAX_CURRENCY_PRECISION, MAX_CURRENCY_PRECISION],
    ['above the cap', 30, MAX_CURRENCY_PRECISION],
    ['negative', -2, 0],
    ['fractional', 2.7, 2],
    ['missing', undefined, DEFAULT_CURRENCY_PRECISION],
    ['null', null, DEFAULT_CURRENCY_PRECISION],
    ['NaN', Number.NaN, DEFAULT_CURRENCY_PRECISION],
    ['Infinity', Infinity, DEFAULT_CURRENCY_PRECISION],
  ])('%s (%j) -> %i', (_, precision, expected) => {
    expect(currencyPrecision(precision)).toBe(expected);
  });
});
