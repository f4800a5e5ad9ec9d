import { describe, expect, it } from 'vitest';
import { bonusAmount, type BonusInfo } from './bonus-amount.ts';
import type { DecimalInput } from './decimal.ts';

const percent: BonusInfo = { minDepositAmount: 20, percentBonusValue: 50, maxBonusValue: 100 };

describe('bonusAmount', () => {
  it.each<[string, DecimalInput, BonusInfo, number, string]>([
    ['a percentage of the amount', 100, percent, 2, '50.00'],
    ['the percentage capped at maxBonusValue', 1000, percent, 2, '100.00'],
    ['applies at exactly the minimum deposit', 20, percent, 2, '10.00'],
    ['nothing below the minimum deposit', 19.99, percent, 2, '0.00'],
    ['the absolute bonus wins over the percentage', 100, { ...percent, absoluteBonusValue: 15 }, 2, '15.00'],
    ['the absolute bonus ignores the cap', 100, { minDepositAmount: 0, absoluteBonusValue: 150, maxBonusValue: 100 }, 2, '150.00'],
    ['an uncapped percentage with maxBonusValue 0', 1000, { minDepositAmount: 0, percentBonusValue: 10, maxBonusValue: 0 }, 2, '100.00'],
    ['a zero tier', 100, { minDepositAmount: 0, percentBonusValue: 0, absoluteBonusValue: 0 }, 2, '0.00'],
    ['no float error on 0.1 + 0.2', 0.1 + 0.2, { minDepositAmount: 0, percentBonusValue: 100 }, 2, '0.30'],
    ['rounds half-up to the currency precision', 0.05, { minDepositAmount: 0, percentBonusValue: 10 }, 2, '0.01'],
    ['JPY rounds to whole yen', 999, { minDepositAmount: 0, percentBonusValue: 5 }, 0, '50'],
    ['BTC keeps satoshis', 1e-8, { minDepositAmount: 0, percentBonusValue: 100 }, 8, '0.00000001'],
    ['a 12-digit amount stays exact', '999999999999.99', { minDepositAmount: 0, percentBonusValue: 100 }, 2, '999999999999.99'],
    ['zero', 0, { minDepositAmount: 0, absoluteBonusValue: 5 }, 2, '0.00'],
    ['a negative amount', -100, { minDepositAmount: 0, absoluteBonusValue: 5 }, 2, '0.00'],
    ['an unreadable amount', 'abc', percent, 2, '0.00'],
  ])('%s', (_, amount, bonus, precision, expected) => {
    expect(bonusAmount(amount, bonus, precision)).toBe(expected);
  });
});
