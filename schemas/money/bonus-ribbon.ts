import type { BonusInfo } from './bonus-amount.ts';
import { compareDecimal, decimalOrZero, decimalToString, isAboveZero, type Decimal } from './decimal.ts';

/**
 * What a bonus ribbon says (spec section 9: one tier versus many; fixed percent, fixed value, percent and value, max
 * variants). Values are decimal text; the app words and formats each kind.
 */
export type BonusRibbon =
  /** One tier, a percentage without a cap: "50% bonus". */
  | { kind: 'fixed-percent'; percent: string }
  /** One tier, a capped percentage: "100% bonus up to 200 EUR". */
  | { kind: 'percent-up-to'; percent: string; max: string }
  /** One tier, an absolute bonus: "25 EUR bonus". */
  | { kind: 'fixed-value'; value: string }
  /** Several tiers, all percentages: "Bonus up to 100%". */
  | { kind: 'max-percent'; percent: string }
  /** Several tiers, all absolute: "Bonus up to 250 EUR". */
  | { kind: 'max-value'; value: string }
  /** Several tiers of both kinds: "Bonus up to 100% or 250 EUR". */
  | { kind: 'percent-and-value'; percent: string; value: string };

const zero = decimalOrZero(0);
const largest = (values: readonly Decimal[]): Decimal => values.reduce((best, value) => (compareDecimal(value, best) > 0 ? value : best), zero);

/** A tier gives nothing when both its percent and its absolute value are 0 (spec section 3). */
const isZeroTier = (tier: BonusInfo): boolean =>
  !isAboveZero(decimalOrZero(tier.percentBonusValue)) && !isAboveZero(decimalOrZero(tier.absoluteBonusValue));

/** The tier's kind: an absolute bonus wins over a percentage (spec section 5). */
const isAbsolute = (tier: BonusInfo): boolean => isAboveZero(decimalOrZero(tier.absoluteBonusValue));

/** The ribbon of a method's bonus tiers; null when no tier gives anything. */
export function bonusRibbon(tiers: readonly BonusInfo[]): BonusRibbon | null {
  const giving = tiers.filter((tier) => !isZeroTier(tier));
  const [only] = giving;
  if (only === undefined) return null;
  const absolutes = giving.filter(isAbsolute).map((tier) => decimalOrZero(tier.absoluteBonusValue));
  const percents = giving.filter((tier) => !isAbsolute(tier)).map((tier) => decimalOrZero(tier.percentBonusValue));
  if (giving.length === 1) {
    if (isAbsolute(only)) return { kind: 'fixed-value', value: decimalToString(decimalOrZero(only.absoluteBonusValue)) };
    const percent = decimalToString(decimalOrZero(only.percentBonusValue));
    const max = decimalOrZero(only.maxBonusValue);
    return isAboveZero(max) ? { kind: 'percent-up-to', percent, max: decimalToString(max) } : { kind: 'fixed-percent', percent };
  }
  if (absolutes.length === 0) return { kind: 'max-percent', percent: decimalToString(largest(percents)) };
  if (percents.length === 0) return { kind: 'max-value', value: decimalToString(largest(absolutes)) };
  return { kind: 'percent-and-value', percent: decimalToString(largest(percents)), value: decimalToString(largest(absolutes)) };
}
