import { bonusAmount, type BonusInfo } from './bonus-amount.ts';
import { bonusTier } from './bonus-tier.ts';
import { currencyPrecision } from './currency-precision.ts';
import { addDecimal, compareDecimal, decimalOrZero, decimalToString, isAboveZero, parseDecimal, roundDecimal, subtractDecimal } from './decimal.ts';
import { feeAmount, type FeeSources } from './fee-amount.ts';
import { feeRate } from './fee-rate.ts';
import { taxAmounts, type TaxTier } from './tax-amounts.ts';

/** The money rules that apply to one method's deposit: its fee, the session's tax tiers and the method's bonus tiers. */
export interface DepositRules {
  fee: FeeSources;
  taxTiers: readonly TaxTier[];
  bonusTiers: readonly BonusInfo[];
}

/** What a typed amount costs and earns, as decimal text; a line the rules do not have is null. */
export interface DepositBreakdown {
  /** The fee, when the method charges one. */
  fee: string | null;
  /** The tax, when the session has tax tiers. */
  tax: string | null;
  /** Amount + fee + tax, rounded to the currency precision: what a deposit takes from the user's account. */
  total: string;
  /** Amount - fee - tax, never below zero, rounded to the currency precision: what a withdrawal pays out. */
  received: string;
  /** The bonus the amount earns, when it earns one. */
  bonus: string | null;
}

/** Whether the method charges a fee at all: a zero rate shows no fee line. */
function chargesFee(fee: FeeSources): boolean {
  const rate = feeRate(fee.merchantUserFee, fee.methodFee);
  return isAboveZero(rate.percentage) || isAboveZero(rate.fix);
}

/**
 * The lines under the amount (spec sections 3 and 5): fee (merchant's or method's, to the currency precision), tax
 * (its tier, to 2 decimals), the total to pay (amount + fee + tax), what a withdrawal of the amount pays out (amount -
 * fee - tax: the amount is what leaves the balance, which rule 1206 checks) and the bonus of the tier the amount falls in.
 * Null for an amount that is not a number above zero: nothing to show yet.
 */
export function depositBreakdown(amount: string, rules: DepositRules, precision: number): DepositBreakdown | null {
  const value = parseDecimal(amount);
  if (value === undefined || compareDecimal(value, decimalOrZero(0)) <= 0) return null;
  const fee = chargesFee(rules.fee) ? feeAmount(amount, rules.fee, precision) : null;
  const tax = rules.taxTiers.length > 0 ? taxAmounts(amount, rules.taxTiers).taxValue : null;
  const charges = addDecimal(decimalOrZero(fee), decimalOrZero(tax));
  const total = addDecimal(value, charges);
  const received = subtractDecimal(value, charges);
  const tier = bonusTier(amount, rules.bonusTiers);
  const bonus = tier === undefined ? null : bonusAmount(amount, tier, precision);
  return {
    fee,
    tax,
    total: decimalToString(roundDecimal(total, currencyPrecision(precision))),
    received: decimalToString(roundDecimal(compareDecimal(received, decimalOrZero(0)) > 0 ? received : decimalOrZero(0), currencyPrecision(precision))),
    bonus: bonus !== null && compareDecimal(decimalOrZero(bonus), decimalOrZero(0)) > 0 ? bonus : null,
  };
}
