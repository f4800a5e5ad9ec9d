import { currencyPrecision } from './currency-precision.ts';
import { compareDecimal, decimalOrZero, decimalToString, parseDecimal, percentOf, roundDecimal, type DecimalInput } from './decimal.ts';

/** One bonus tier (spec section 3). A maxBonusValue of 0 or missing means the percentage is not capped. */
export interface BonusInfo {
  minDepositAmount: DecimalInput;
  absoluteBonusValue?: DecimalInput | null | undefined;
  percentBonusValue?: DecimalInput | null | undefined;
  maxBonusValue?: DecimalInput | null | undefined;
  maxDepositAmount?: DecimalInput | null | undefined;
}

/**
 * The bonus a deposit earns from one tier (spec section 5), as decimal text rounded half-up to the currency precision:
 * nothing below minDepositAmount; the absolute bonus when it is above 0; otherwise percentBonusValue per cent of the
 * amount capped at maxBonusValue. A tier with both values 0 gives 0. maxDepositAmount is left to tier selection.
 */
export function bonusAmount(amount: DecimalInput, bonus: BonusInfo, precision: number | null | undefined): string {
  const digits = currencyPrecision(precision);
  const zero = decimalOrZero(0);
  const value = parseDecimal(amount);
  if (value === undefined || compareDecimal(value, zero) <= 0 || compareDecimal(value, decimalOrZero(bonus.minDepositAmount)) < 0) {
    return decimalToString(roundDecimal(zero, digits));
  }
  const absolute = decimalOrZero(bonus.absoluteBonusValue);
  if (compareDecimal(absolute, zero) > 0) return decimalToString(roundDecimal(absolute, digits));
  const byPercent = percentOf(value, decimalOrZero(bonus.percentBonusValue));
  const cap = decimalOrZero(bonus.maxBonusValue);
  const capped = compareDecimal(cap, zero) > 0 && compareDecimal(byPercent, cap) > 0 ? cap : byPercent;
  return decimalToString(roundDecimal(compareDecimal(capped, zero) < 0 ? zero : capped, digits));
}
