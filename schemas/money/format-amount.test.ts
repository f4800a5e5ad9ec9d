import { describe, expect, it } from 'vitest';
import type { CurrencyDisplaySettingId } from './currency-display.ts';
import type { DecimalInput } from './decimal.ts';
import { FSI, PDI } from '../format/bidi.ts';
import { formatAmount, type DisplayCurrency, type TextDirection } from './format-amount.ts';
import { NBSP } from './format-digits.ts';

/** Expectations are written with plain spaces; every gap of a formatted amount is a no-break space. */
const nb = (text: string): string => text.replaceAll(' ', NBSP);
/** A right-to-left amount: swapped, and isolated. */
const rtl = (text: string): string => `${FSI}${nb(text)}${PDI}`;

const EUR: DisplayCurrency = { alpha3: 'EUR', precision: 2 };

describe('formatAmount', () => {
  it.each<[DecimalInput, DisplayCurrency, string]>([
    [5000, EUR, '5 000.00 EUR'],
    [10, EUR, '10.00 EUR'],
    [1234567, { alpha3: 'JPY', precision: 0 }, '1 234 567 JPY'],
    [1.5, { alpha3: 'KWD', precision: 3 }, '1.500 KWD'],
    [0.00012345, { alpha3: 'BTC', precision: 8 }, '0.00012345 BTC'],
    [0.1 + 0.2, EUR, '0.30 EUR'],
    [5, { alpha3: 'eur', precision: 2 }, '5.00 EUR'],
    [Number.NaN, EUR, ''],
  ])('%j %j -> %j (default format)', (value, currency, expected) => {
    expect(formatAmount(value, currency)).toBe(nb(expected));
  });

  it.each<[CurrencyDisplaySettingId, TextDirection, DisplayCurrency, string]>([
    [1, 'ltr', EUR, '5 000.00 EUR'],
    [2, 'ltr', EUR, 'EUR 5 000.00'],
    [3, 'ltr', EUR, '5 000.00 €'],
    [4, 'ltr', EUR, '€ 5 000.00'],
    [1, 'rtl', EUR, 'EUR 5 000.00'],
    [2, 'rtl', EUR, '5 000.00 EUR'],
    [3, 'rtl', EUR, '€ 5 000.00'],
    [4, 'rtl', EUR, '5 000.00 €'],
    [4, 'ltr', { alpha3: 'XYZ', precision: 2 }, 'XYZ 5 000.00'],
    [3, 'ltr', { alpha3: 'GBP', precision: 2 }, '5 000.00 £'],
  ])('format %i in %s for %j', (display, dir, currency, expected) => {
    expect(formatAmount(5000, currency, { display, dir })).toBe(dir === 'rtl' ? rtl(expected) : nb(expected));
  });

  it('keeps the sign with the digits when the currency comes first', () => {
    expect(formatAmount(-1234.5, EUR, { display: 4 })).toBe(nb('€ -1 234.50'));
  });

  it('has no space a line may break at, in either direction', () => {
    expect(formatAmount(1234567.891, { alpha3: 'KWD', precision: 3 })).not.toMatch(/ /);
    expect(formatAmount(1234567.891, { alpha3: 'KWD', precision: 3 }, { dir: 'rtl' })).not.toMatch(/ /);
  });
});
