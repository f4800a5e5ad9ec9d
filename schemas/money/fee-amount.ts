import { currencyPrecision } from './currency-precision.ts';
import {
  addDecimal,
  compareDecimal,
  decimalOrZero,
  decimalToString,
  percentOf,
  roundDecimal,
  type DecimalInput,
} from './decimal.ts';
import { feeRate, type FeeInput } from './fee-rate.ts';

/** Where the fee comes from: merchant_user_fee wins over the method's fee. */
export interface FeeSources {
  merchantUserFee?: FeeInput | null | undefined;
  methodFee?: FeeInput | null | undefined;
}

/**
 * The fee on an amount (spec section 5): percentage of the amount plus the fixed fee, rounded half-up to the currency
 * precision, as decimal text ("1.53"). An amount that is negative or not a number counts as 0, so the fee is the fix.
 */
export function feeAmount(amount: DecimalInput, sources: FeeSources, precision: number | null | undefined): string {
  const rate = feeRate(sources.merchantUserFee, sources.methodFee);
  const parsed = decimalOrZero(amount);
  const base = compareDecimal(parsed, decimalOrZero(0)) < 0 ? decimalOrZero(0) : parsed;
  const fee = addDecimal(percentOf(base, rate.percentage), rate.fix);
  return decimalToString(roundDecimal(fee, currencyPrecision(precision)));
}
