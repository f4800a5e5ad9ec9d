import { describe, expect, it } from 'vitest';
import { currencyDisplaySettingId, DEFAULT_CURRENCY_DISPLAY } from './currency-display.ts';

describe('currencyDisplaySettingId', () => {
  it.each<[unknown, number]>([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    ['3', 3],
    [' 4 ', 4],
    [0, DEFAULT_CURRENCY_DISPLAY],
    [5, DEFAULT_CURRENCY_DISPLAY],
    [2.5, DEFAULT_CURRENCY_DISPLAY],
    ['', DEFAULT_CURRENCY_DISPLAY],
    ['symbol', DEFAULT_CURRENCY_DISPLAY],
    [null, DEFAULT_CURRENCY_DISPLAY],
    [undefined, DEFAULT_CURRENCY_DISPLAY],
    [{}, DEFAULT_CURRENCY_DISPLAY],
  ])('%j -> %i', (value, expected) => {
    expect(currencyDisplaySettingId(value)).toBe(expected);
  });
});
