import { describe, expect, it } from 'vitest';
import type { MethodDetails } from '../server/v1/types.ts';
import { formMoney, processingCurrencyOf, type ProcessingCurrency } from './form-money.ts';

const details: MethodDetails = {
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 10, max_amount: 500 },
  parameters: [],
  fee: { percentage: 2.5, fix: 0.3 },
  merchant_user_fee: null,
};

describe('processingCurrencyOf', () => {
  it.each<[string, Partial<MethodDetails>, ProcessingCurrency | undefined]>([
    ['the object with its rate', { show_processing_currency: true, processing_currency: { alpha3: 'USD', rate: 1.0842 } }, { alpha3: 'USD', rate: 1.0842 }],
    ['a code with processing_currency_rate', { show_processing_currency: true, processing_currency: 'USD', processing_currency_rate: 1.1 }, { alpha3: 'USD', rate: 1.1 }],
    ['the object without a rate falls back to processing_currency_rate', { show_processing_currency: true, processing_currency: { alpha3: 'TRY' }, processing_currency_rate: 35.2 }, { alpha3: 'TRY', rate: 35.2 }],
    ['nothing unless show_processing_currency', { processing_currency: { alpha3: 'USD', rate: 1.08 } }, undefined],
    ['nothing when told not to', { show_processing_currency: false, processing_currency: { alpha3: 'USD', rate: 1.08 } }, undefined],
    ['nothing for the method currency itself', { show_processing_currency: true, processing_currency: { alpha3: 'EUR', rate: 1 } }, undefined],
    ['nothing without a rate', { show_processing_currency: true, processing_currency: 'USD' }, undefined],
    ['nothing without a currency', { show_processing_currency: true, processing_currency: null, processing_currency_rate: 1.1 }, undefined],
  ])('%s', (_, extra, expected) => {
    expect(processingCurrencyOf({ ...details, ...extra })).toEqual(expected);
  });
});

describe('formMoney', () => {
  it('takes the fee from the select answer, the tax and the bonus from the init answer', () => {
    const money = formMoney(
      { ...details, merchant_user_fee: { percentage: 1, fix: 0 } },
      {
        tax: { tiers: [{ from: 0, to: null, percent_value: 5 }] },
        user_bonuses: [{ name: 'Welcome', pay_groups: [101], tiers: [{ min_deposit_amount: 20, percent_bonus_value: 100, max_bonus_value: 200 }] }],
      },
      101,
      'deposit',
    );
    expect(money.rules).toEqual({
      fee: { merchantUserFee: { percentage: 1, fix: 0 }, methodFee: { percentage: 2.5, fix: 0.3 } },
      taxTiers: [{ from: 0, to: null, percent_value: 5 }],
      bonusTiers: [{ minDepositAmount: 20, maxDepositAmount: undefined, percentBonusValue: 100, absoluteBonusValue: undefined, maxBonusValue: 200 }],
    });
    expect(money.bonus?.name).toBe('Welcome');
  });

  it('has no tax and no bonus when the init answer has none', () => {
    const money = formMoney(details, {}, 101, 'deposit');
    expect(money.rules.taxTiers).toEqual([]);
    expect(money.rules.bonusTiers).toEqual([]);
    expect(money.bonus).toBeUndefined();
  });

  it.each([['deposit', false], ['checkout', false], ['withdrawal', true]] as const)('a %s pays out the amount less fee and tax: %s', (flow, payout) => {
    expect(formMoney(details, {}, 101, flow).payout).toBe(payout);
  });
});
