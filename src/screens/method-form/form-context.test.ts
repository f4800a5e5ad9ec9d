import { describe, expect, it } from 'vitest';
import type { MethodDetails } from '../../../schemas/server/v1/types.ts';
import { flows } from '../../flows/flows.ts';
import { formContextOf } from './form-context.ts';

const details: MethodDetails = {
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 10, max_amount: 500 },
  parameters: [],
  fee: null,
  merchant_user_fee: null,
};

describe('formContextOf', () => {
  it('a deposit form: the method currency, limits and precision, no balance and no payout-account rule', () => {
    const context = formContextOf(details, flows.deposit, { user_balance: 250 }, null, {});
    expect(context).toMatchObject({ flow: 'deposit', limits: details.limits, amountDecimals: 2, autoSubmit: false, amountPattern: null });
    expect(context).not.toHaveProperty('userBalance');
    expect(context).not.toHaveProperty('allowNewPayoutAccount');
  });

  it('a withdrawal form checks the balance (CASHIER.PH2.ERROR_MESSAGE.1206) and knows whether a new account may be added', () => {
    expect(formContextOf(details, flows.withdrawal, { user_balance: 250 }, null, {})).toMatchObject({ userBalance: 250, allowNewPayoutAccount: true });
    const blocked = { ...details, payout_account_verification_blocked: true };
    expect(formContextOf(blocked, flows.withdrawal, { user_balance: 250 }, null, {})).toMatchObject({ allowNewPayoutAccount: false });
  });

  it('auto-submits only when the server says true, and a resumed form keeps the amount the user typed over the preset', () => {
    expect(formContextOf({ ...details, auto_submit: true }, flows.deposit, {}, 50, {}).autoSubmit).toBe(true);
    expect(formContextOf(details, flows.deposit, {}, 50, { typedAmount: '75' })).toMatchObject({ presetAmount: 50, typedAmount: '75' });
  });
});
