/** Most decimal places any currency is shown or rounded with; the spec keeps the value private, 18 covers ETH-style tokens. */
export const MAX_CURRENCY_PRECISION = 18;

/** Decimal places used when the server sends no usable precision (spec section 9). */
export const DEFAULT_CURRENCY_PRECISION = 10;

/**
 * The precision to round and display a currency with: the server's value (JPY 0, KWD 3, BTC 8) truncated to an integer
 * and kept within 0..MAX_CURRENCY_PRECISION, or DEFAULT_CURRENCY_PRECISION when it is missing or not a number.
 */
export function currencyPrecision(precision: number | null | undefined): number {
  if (typeof precision !== 'number' || !Number.isFinite(precision)) return DEFAULT_CURRENCY_PRECISION;
  return Math.min(Math.max(Math.trunc(precision), 0), MAX_CURRENCY_PRECISION);
}
