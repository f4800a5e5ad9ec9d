import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency-symbol.ts';
import { CURRENCY_SYMBOLS } from './currency-symbols.ts';

describe('currencySymbol', () => {
  it.each([
    ['EUR', '€'],
    ['USD', '$'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['RUB', '₽'],
    ['UAH', '₴'],
    ['INR', '₹'],
    ['BTC', '₿'],
    ['eur', '€'],
    [' usd ', '$'],
    ['CHF', 'CHF'],
    ['xyz', 'XYZ'],
    ['constructor', 'CONSTRUCTOR'],
    ['', ''],
  ])('%j -> %j', (code, expected) => {
    expect(currencySymbol(code)).toBe(expected);
  });

  it('covers about 170 codes, each an upper-case code with a non-empty symbol other than the code', () => {
    const entries = Object.entries(CURRENCY_SYMBOLS);
    expect(entries.length).toBeGreaterThanOrEqual(165);
    for (const [code, symbol] of entries) {
      expect(code).toMatch(/^[A-Z]{3,4}$/);
      expect(symbol).not.toBe('');
      expect(symbol).not.toBe(code);
    }
  });
});
