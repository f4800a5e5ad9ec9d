import type { BonusInfo } from './bonus-amount.ts';
import { compareDecimal, decimalOrZero } from './decimal.ts';

/** A user bonus as the init answer sends it (spec section 3: user_bonuses, with pay_groups). */
export interface ServerUserBonus {
  name?: string | undefined;
  pay_groups: readonly number[];
  tiers: readonly {
    min_deposit_amount: number;
    max_deposit_amount?: number | null | undefined;
    percent_bonus_value?: number | null | undefined;
    absolute_bonus_value?: number | null | undefined;
    max_bonus_value?: number | null | undefined;
  }[];
}

/** The bonus a method offers: its name as the server sends it, and its tiers that give something. */
export interface MethodBonus {
  name: string;
  tiers: readonly BonusInfo[];
}

/** A tier gives nothing when both its percent and its absolute value are 0 (spec section 3). */
export function isZeroTier(tier: BonusInfo): boolean {
  const zero = decimalOrZero(0);
  return compareDecimal(decimalOrZero(tier.percentBonusValue), zero) <= 0 && compareDecimal(decimalOrZero(tier.absoluteBonusValue), zero) <= 0;
}

/**
 * The bonus of a method (spec section 3: bonus state): the first of the user's bonuses whose pay_groups holds the
 * method and which has a tier that gives something; undefined when none does.
 */
export function methodBonus(bonuses: readonly ServerUserBonus[] | null | undefined, payGroupId: number): MethodBonus | undefined {
  for (const bonus of bonuses ?? []) {
    if (!bonus.pay_groups.includes(payGroupId)) continue;
    const tiers = bonus.tiers
      .map(
        (tier): BonusInfo => ({
          minDepositAmount: tier.min_deposit_amount,
          maxDepositAmount: tier.max_deposit_amount,
          percentBonusValue: tier.percent_bonus_value,
          absoluteBonusValue: tier.absolute_bonus_value,
          maxBonusValue: tier.max_bonus_value,
        }),
      )
      .filter((tier) => !isZeroTier(tier));
    if (tiers.length > 0) return { name: bonus.name ?? '', tiers };
  }
  return undefined;
}
