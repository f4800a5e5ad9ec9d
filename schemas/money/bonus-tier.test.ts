import { describe, expect, it } from 'vitest';
import type { BonusInfo } from './bonus-amount.ts';
import { bonusTier } from './bonus-tier.ts';
import type { DecimalInput } from './decimal.ts';

type Tier = BonusInfo & { id: string };
const tiers: Tier[] = [
  { id: 'open', minDepositAmount: 10, maxDepositAmount: 0, percentBonusValue: 10 },
  { id: 'small', minDepositAmount: 10, maxDepositAmount: 100, percentBonusValue: 20 },
  { id: 'large', minDepositAmount: 100, maxDepositAmount: 1000, percentBonusValue: 30 },
];

describe('bonusTier', () => {
  it.each<[string, DecimalInput, string | undefined]>([
    ['none below every minimum', 5, undefined],
    ['the first of equal minimums', 50, 'open'],
    ['the highest minimum that holds the amount', 100, 'large'],
    ['an open-ended tier above every maximum', 5000, 'open'],
    ['none for an unreadable amount', 'abc', undefined],
  ])('%s (%j)', (_, amount, expected) => {
    expect(bonusTier(amount, tiers)?.id).toBe(expected);
  });
});
