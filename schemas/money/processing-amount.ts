import { currencyPrecision } from './currency-precision.ts';
import { compareDecimal, decimalOrZero, decimalToString, parseDecimal, percentOf, roundDecimal, type DecimalInput } from './decimal.ts';

/** Decimal places of a processing currency whose precision the server does not send (the common 2 of fiat money). */
export const PROCESSING_PRECISION = 2;

/**
 * The amount in the processing currency (spec section 3: processing_currency and its rate): amount x rate, rounded
 * half-up to `precision` places. Null when the amount or the rate is not a number above zero.
 */
export function processingAmount(amount: DecimalInput, rate: DecimalInput | null | undefined, precision: number = PROCESSING_PRECISION): string | null {
  const value = parseDecimal(amount);
  const factor = decimalOrZero(rate);
  const zero = decimalOrZero(0);
  if (value === undefined || compareDecimal(value, zero) <= 0 || compareDecimal(factor, zero) <= 0) return null;
  // percentOf keeps the exact product: amount x (rate x 100) per cent.
  const product = percentOf(value, percentOf(factor, decimalOrZero(10_000)));
  return decimalToString(roundDecimal(product, currencyPrecision(precision)));
}
