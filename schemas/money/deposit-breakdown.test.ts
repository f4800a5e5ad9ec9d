import { describe, expect, it } from 'vitest';
import { depositBreakdown, type DepositBreakdown, type DepositRules } from './deposit-breakdown.ts';

/** deposit-fee-tax: merchant fee 1.5% + 0.250 KWD over a free method fee; 0% up to 100 KWD, 5% + 0.500 above. */
const kwd: DepositRules = {
  fee: { merchantUserFee: { percentage: 1.5, fix: 0.25 }, methodFee: { percentage: 0, fix: 0 } },
  taxTiers: [
    { from: 0, to: 100, percent_value: 0, absolute_value: 0 },
    { from: 100, to: null, percent_value: 5, absolute_value: 0.5 },
  ],
  bonusTiers: [],
};

/** deposit-bonus: 100% up to 200 EUR from 20 EUR, then a flat 250 EUR from 200.01; the method fee 2.5% + 0.30. */
const eur: DepositRules = {
  fee: { merchantUserFee: null, methodFee: { percentage: 2.5, fix: 0.3 } },
  taxTiers: [],
  bonusTiers: [
    { minDepositAmount: 20, maxDepositAmount: 200, percentBonusValue: 100, absoluteBonusValue: 0, maxBonusValue: 200 },
    { minDepositAmount: 200.01, maxDepositAmount: 5000, percentBonusValue: 0, absoluteBonusValue: 250, maxBonusValue: 250 },
  ],
};

const free: DepositRules = { fee: { methodFee: { percentage: 0, fix: 0 } }, taxTiers: [], bonusTiers: [] };

describe('depositBreakdown', () => {
  it.each<[string, string, DepositRules, number, DepositBreakdown | null]>([
    ['KWD under the taxed tier: fee only, tax 0', '50', kwd, 3, { fee: '1.000', tax: '0.00', total: '51.000', received: '49.000', bonus: null }],
    ['KWD in the taxed tier: 5% of the part above 100 plus 0.500', '200', kwd, 3, { fee: '3.250', tax: '5.50', total: '208.750', received: '191.250', bonus: null }],
    ['EUR under the bonus minimum', '10', eur, 2, { fee: '0.55', tax: null, total: '10.55', received: '9.45', bonus: null }],
    ['EUR in the percentage tier', '150', eur, 2, { fee: '4.05', tax: null, total: '154.05', received: '145.95', bonus: '150.00' }],
    ['EUR in the absolute tier', '1000', eur, 2, { fee: '25.30', tax: null, total: '1025.30', received: '974.70', bonus: '250.00' }],
    ['no fee, no tax: the total is the amount', '99.99', free, 2, { fee: null, tax: null, total: '99.99', received: '99.99', bonus: null }],
    ['a withdrawal whose fee is more than its amount receives nothing, never a negative sum', '0.2', eur, 2, { fee: '0.31', tax: null, total: '0.51', received: '0.00', bonus: null }],
    ['no float error on a typed decimal', '0.3', free, 2, { fee: null, tax: null, total: '0.30', received: '0.30', bonus: null }],
    ['nothing for an empty amount', '', kwd, 3, null],
    ['nothing for zero', '0', kwd, 3, null],
    ['nothing for an unreadable amount', '12a', kwd, 3, null],
  ])('%s', (_, amount, rules, precision, expected) => {
    expect(depositBreakdown(amount, rules, precision)).toEqual(expected);
  });
});
