import { describe, expect, it } from 'vitest';
import type { BonusInfo } from './bonus-amount.ts';
import { bonusRibbon, type BonusRibbon } from './bonus-ribbon.ts';

const percent = (percentBonusValue: number, maxBonusValue = 0): BonusInfo => ({ minDepositAmount: 0, percentBonusValue, maxBonusValue });
const absolute = (absoluteBonusValue: number): BonusInfo => ({ minDepositAmount: 0, absoluteBonusValue });
const nothing: BonusInfo = { minDepositAmount: 0, percentBonusValue: 0, absoluteBonusValue: 0 };

describe('bonusRibbon', () => {
  it.each<[string, readonly BonusInfo[], BonusRibbon | null]>([
    ['one uncapped percentage tier', [percent(50)], { kind: 'fixed-percent', percent: '50' }],
    ['one capped percentage tier', [percent(100, 200)], { kind: 'percent-up-to', percent: '100', max: '200' }],
    ['one absolute tier', [absolute(25)], { kind: 'fixed-value', value: '25' }],
    ['an absolute value wins over the percentage of its tier', [{ ...percent(10), absoluteBonusValue: 5 }], { kind: 'fixed-value', value: '5' }],
    ['zero tiers do not count', [nothing, percent(30), nothing], { kind: 'fixed-percent', percent: '30' }],
    ['several percentage tiers: the largest', [percent(50), percent(100, 300), percent(25)], { kind: 'max-percent', percent: '100' }],
    ['several absolute tiers: the largest', [absolute(10), absolute(250.5)], { kind: 'max-value', value: '250.5' }],
    ['both kinds (deposit-bonus)', [percent(100, 200), absolute(250)], { kind: 'percent-and-value', percent: '100', value: '250' }],
    ['no tiers', [], null],
    ['only zero tiers', [nothing, nothing], null],
  ])('%s', (_, tiers, expected) => {
    expect(bonusRibbon(tiers)).toEqual(expected);
  });
});
