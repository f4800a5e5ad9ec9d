import type { BonusInfo } from './bonus-amount.ts';

/** One bonus tier as the init answer sends it (JSON numbers). */
interface ServerBonusTier {
  min_deposit_amount: number;
  max_deposit_amount?: number | null | undefined;
  percent_bonus_value?: number | null | undefined;
  absolute_bonus_value?: number | null | undefined;
  max_bonus_value?: number | null | undefined;
}

/** A user bonus as the init answer sends it (spec section 3: user_bonuses, with pay_groups). */
export interface ServerUserBonus {
  name?: string | undefined;
  pay_groups: readonly number[];
  tiers: readonly ServerBonusTier[];
}

/** The bonus a method offers: its name as the server sends it, and its tiers that give something. */
export interface MethodBonus {
  name: string;
  tiers: readonly BonusInfo[];
}

/**
 * A tier gives something unless both its percent and its absolute value are 0 (spec section 3). A plain comparison of
 * the server's numbers: whether a value is above zero needs no decimal arithmetic, and the method list stays light.
 */
function gives(tier: ServerBonusTier): boolean {
  return (tier.percent_bonus_value ?? 0) > 0 || (tier.absolute_bonus_value ?? 0) > 0;
}

/**
 * The bonus of a method (spec section 3: bonus state): the first of the user's bonuses whose pay_groups holds the
 * method and which has a tier that gives something; undefined when none does.
 */
export function methodBonus(bonuses: readonly ServerUserBonus[] | null | undefined, payGroupId: number): MethodBonus | undefined {
  for (const bonus of bonuses ?? []) {
    if (!bonus.pay_groups.includes(payGroupId)) continue;
    const tiers = bonus.tiers
      .filter(gives)
      .map(
        (tier): BonusInfo => ({
          minDepositAmount: tier.min_deposit_amount,
          maxDepositAmount: tier.max_deposit_amount,
          percentBonusValue: tier.percent_bonus_value,
          absoluteBonusValue: tier.absolute_bonus_value,
          maxBonusValue: tier.max_bonus_value,
        }),
      );
    if (tiers.length > 0) return { name: bonus.name ?? '', tiers };
  }
  return undefined;
}
