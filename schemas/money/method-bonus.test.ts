import { describe, expect, it } from 'vitest';
import { methodBonus, type ServerUserBonus } from './method-bonus.ts';

const welcome: ServerUserBonus = {
  name: 'Welcome bonus',
  pay_groups: [101, 102],
  tiers: [
    { min_deposit_amount: 0, percent_bonus_value: 0, absolute_bonus_value: 0 },
    { min_deposit_amount: 20, max_deposit_amount: 200, percent_bonus_value: 100, absolute_bonus_value: 0, max_bonus_value: 200 },
  ],
};
const empty: ServerUserBonus = { name: 'Nothing', pay_groups: [303], tiers: [{ min_deposit_amount: 0, percent_bonus_value: 0, absolute_bonus_value: null }] };

describe('methodBonus', () => {
  it('finds the bonus of a method in its pay_groups, without its zero tiers', () => {
    expect(methodBonus([empty, welcome], 102)).toEqual({
      name: 'Welcome bonus',
      tiers: [{ minDepositAmount: 20, maxDepositAmount: 200, percentBonusValue: 100, absoluteBonusValue: 0, maxBonusValue: 200 }],
    });
  });

  it.each<[string, readonly ServerUserBonus[] | null | undefined, number]>([
    ['a method no bonus names', [welcome], 202],
    ['a bonus whose tiers are all zero', [empty], 303],
    ['no bonuses', [], 101],
    ['bonuses missing', undefined, 101],
    ['bonuses null', null, 101],
  ])('has none for %s', (_, bonuses, id) => {
    expect(methodBonus(bonuses, id)).toBeUndefined();
  });
});
