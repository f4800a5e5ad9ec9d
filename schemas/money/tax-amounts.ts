import {
  addDecimal,
  compareDecimal,
  decimalOrZero,
  decimalToString,
  parseDecimal,
  percentOf,
  roundDecimal,
  subtractDecimal,
  type Decimal,
  type DecimalInput,
} from './decimal.ts';

/** One tax tier as the cashier payload sends it; a `to` of 0, null or missing means no upper bound. */
export interface TaxTier {
  from: DecimalInput;
  to?: DecimalInput | null | undefined;
  percent_value?: DecimalInput | null | undefined;
  absolute_value?: DecimalInput | null | undefined;
}

/** Tax figures as decimal text, each rounded half-up to TAX_DECIMALS places. */
export interface TaxAmounts {
  nonTaxableAmount: string;
  taxValue: string;
  amountWithTaxes: string;
}

/** Tax figures are rounded to cents whatever the currency precision (spec section 5). */
export const TAX_DECIMALS = 2;

function contains(tier: TaxTier, amount: Decimal): boolean {
  const zero = decimalOrZero(0);
  const to = tier.to === null || tier.to === undefined ? zero : decimalOrZero(tier.to);
  const aboveFrom = compareDecimal(amount, decimalOrZero(tier.from)) >= 0;
  return aboveFrom && (compareDecimal(to, zero) <= 0 || compareDecimal(amount, to) <= 0);
}

/**
 * Tax on an amount (spec sections 3 and 5). The tier is the first, in the server's order, whose [from, to] holds the
 * amount; its `from` is the non-taxable amount; the tax is percent_value per cent of the part above it plus
 * absolute_value; the amount with taxes is the amount plus the tax. All three are rounded half-up to 2 decimals.
 * No matching tier (or an amount that is not positive) means no tax: the whole amount is non-taxable.
 */
export function taxAmounts(amount: DecimalInput, tiers: readonly TaxTier[]): TaxAmounts {
  const value = parseDecimal(amount) ?? decimalOrZero(0);
  const tier = compareDecimal(value, decimalOrZero(0)) > 0 ? tiers.find((candidate) => contains(candidate, value)) : undefined;
  const cents = (figure: Decimal): string => decimalToString(roundDecimal(figure, TAX_DECIMALS));
  if (tier === undefined) return { nonTaxableAmount: cents(value), taxValue: cents(decimalOrZero(0)), amountWithTaxes: cents(value) };
  const nonTaxable = decimalOrZero(tier.from);
  const taxable = subtractDecimal(value, nonTaxable);
  const tax = roundDecimal(addDecimal(percentOf(taxable, decimalOrZero(tier.percent_value)), decimalOrZero(tier.absolute_value)), TAX_DECIMALS);
  return { nonTaxableAmount: cents(nonTaxable), taxValue: cents(tax), amountWithTaxes: cents(addDecimal(value, tax)) };
}
