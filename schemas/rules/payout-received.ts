import { isPositiveDecimal } from '../money/decimal.ts';
import { depositBreakdown, type DepositRules } from '../money/deposit-breakdown.ts';
import { defineRule, failUnless, isRecord } from './define-rule.ts';

/** The error key of a withdrawal whose fee and tax take the whole amount (translated by the app). */
export const NOTHING_RECEIVED = 'PH.WITHDRAWAL.ERROR.NOTHING_RECEIVED';

/** A withdrawal's charges: the method's fee, the session's tax tiers, and the currency precision the fee rounds to. */
export interface PayoutCharges extends Pick<DepositRules, 'fee' | 'taxTiers'> {
  precision: number;
}

const isPayoutCharges = (param: unknown): param is PayoutCharges =>
  isRecord(param) && isRecord(param['fee']) && Array.isArray(param['taxTiers']) && typeof param['precision'] === 'number';

/**
 * A withdrawal pays the user something (README "Lines under the amount"): its fee and tax come out of the amount, so an
 * amount they use up whole ("You receive 0.00") is refused. An amount that is no number above 0 (no breakdown) is the
 * amount rule's to name.
 */
export const rule = defineRule({
  name: 'payoutReceived',
  isParam: isPayoutCharges,
  check: (value, charges) => {
    const breakdown = depositBreakdown(String(value), { ...charges, bonusTiers: [] }, charges.precision);
    return failUnless(breakdown === null || isPositiveDecimal(breakdown.received), NOTHING_RECEIVED);
  },
});
