import { describe } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { NOTHING_RECEIVED, rule, type PayoutCharges } from './payout-received.ts';

const FIX_5: PayoutCharges = { fee: { methodFee: { percentage: 0, fix: 5 } }, taxTiers: [], precision: 2 };
const HALF_AND_TAX: PayoutCharges = {
  fee: { merchantUserFee: { percentage: 50, fix: 0 } },
  taxTiers: [{ from: 0, to: null, percent_value: 50, absolute_value: 0 }],
  precision: 2,
};

describe(`payoutReceived: a withdrawal the fee and tax use up whole gives ${NOTHING_RECEIVED}`, () => {
  ruleContract(rule, [
    { name: 'an amount above a 5 EUR fee', value: '5.01', param: FIX_5, error: null },
    { name: 'an amount equal to the fee (receives 0.00)', value: '5', param: FIX_5, error: NOTHING_RECEIVED },
    { name: 'an amount below the fee', value: '3.50', param: FIX_5, error: NOTHING_RECEIVED },
    { name: 'a number below the fee', value: 2, param: FIX_5, error: NOTHING_RECEIVED },
    { name: 'thousands typed with spaces', value: '1 000', param: FIX_5, error: null },
    { name: 'a 50% fee and a 50% tax together', value: '100', param: HALF_AND_TAX, error: NOTHING_RECEIVED },
    { name: 'no fee and no tax', value: '0.01', param: { fee: {}, taxTiers: [], precision: 2 }, error: null },
    // Not a number above 0: the amount rule names it (INCORRECT_AMOUNT), this one adds nothing.
    { name: 'zero', value: '0', param: FIX_5, error: null },
    { name: 'letters', value: 'abc', param: FIX_5, error: null },
    { name: 'a blank amount', value: '', param: FIX_5, error: null },
  ]);
});
