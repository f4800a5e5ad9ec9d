import { currencyPrecision } from './currency-precision.ts';
import { decimalToString, parseDecimal, roundDecimal, type DecimalInput } from './decimal.ts';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** NO-BREAK SPACE: the thousands separator and the gap before a currency, so an amount never breaks across lines. */
export const NBSP = '\u00a0';

/**
 * Digits grouped by thousands with no-break spaces ("Russian-locale style", as ru's own U+00A0, with a dot before the
 * decimals), rounded half-up to `precision` places: 5000 -> "5 000.00", 1.005 -> "1.01". ASCII digits in every
 * language. Empty for a value that is not a number.
 */
export function formatDigits(value: DecimalInput, precision: number): string {
  const decimal = parseDecimal(value);
  if (decimal === undefined) return '';
  const text = decimalToString(roundDecimal(decimal, currencyPrecision(precision)));
  const negative = text.startsWith('-');
  const [integer = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = integer.replace(THOUSANDS, NBSP);
  return `${negative ? '-' : ''}${fraction === undefined ? grouped : `${grouped}.${fraction}`}`;
}
