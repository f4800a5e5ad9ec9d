import { compareDecimal, decimalOrZero, parseDecimal, type DecimalInput } from './decimal.ts';
import type { BonusInfo } from './bonus-amount.ts';

/**
 * The tier a deposit falls into: among tiers whose [minDepositAmount, maxDepositAmount] holds the amount (a max of 0 or
 * missing is open-ended), the one with the highest minimum, so the most specific tier wins over an open-ended one.
 */
export function bonusTier<T extends BonusInfo>(amount: DecimalInput, tiers: readonly T[]): T | undefined {
  const value = parseDecimal(amount);
  if (value === undefined) return undefined;
  const zero = decimalOrZero(0);
  const holds = (tier: T): boolean => {
    const max = decimalOrZero(tier.maxDepositAmount);
    return compareDecimal(value, decimalOrZero(tier.minDepositAmount)) >= 0 && (compareDecimal(max, zero) <= 0 || compareDecimal(value, max) <= 0);
  };
  return tiers
    .filter(holds)
    .reduce<T | undefined>(
      (best, tier) => (best === undefined || compareDecimal(decimalOrZero(tier.minDepositAmount), decimalOrZero(best.minDepositAmount)) > 0 ? tier : best),
      undefined,
    );
}
