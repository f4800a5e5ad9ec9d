import { CURRENCY_SYMBOLS } from './currency-symbols.ts';

/** The display symbol of an ISO 4217 code (EUR -> €), or the upper-case code when the table has none. */
export function currencySymbol(alpha3: string): string {
  const code = alpha3.trim().toUpperCase();
  return Object.hasOwn(CURRENCY_SYMBOLS, code) ? (CURRENCY_SYMBOLS[code] ?? code) : code;
}
