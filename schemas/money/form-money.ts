import type { CashierPayload, FlowType, MethodDetails } from '../server/v1/types.ts';
import type { DepositRules } from './deposit-breakdown.ts';
import { methodBonus, type MethodBonus } from './method-bonus.ts';

/** The currency the provider charges in, and how many of it one unit of the method's currency makes. */
export interface ProcessingCurrency {
  alpha3: string;
  rate: number;
}

/** Everything a method form shows about money beside the amount: its rules, its bonus and its processing currency. */
export interface FormMoney {
  rules: DepositRules;
  bonus: MethodBonus | undefined;
  processing: ProcessingCurrency | undefined;
  /**
   * A withdrawal: the amount leaves the balance (rule 1206 compares it with the balance) and the user receives it less
   * the fee and tax. A deposit's fee and tax come on top: its total is what the user pays.
   */
  payout: boolean;
}

/**
 * The processing currency to show (spec section 3): only with show_processing_currency, a currency other than the
 * method's, and a rate above 0 (the object's own rate, else processing_currency_rate).
 */
export function processingCurrencyOf(details: MethodDetails): ProcessingCurrency | undefined {
  const declared = details.processing_currency;
  if (details.show_processing_currency !== true || declared === null || declared === undefined) return undefined;
  const alpha3 = typeof declared === 'string' ? declared : declared.alpha3;
  const rate = (typeof declared === 'string' ? undefined : declared.rate) ?? details.processing_currency_rate;
  if (alpha3 === details.currency.alpha3 || typeof rate !== 'number' || !(rate > 0)) return undefined;
  return { alpha3, rate };
}

/** A method form's money from its select answer and the session's init answer (tax, user bonuses), in `flow`. */
export function formMoney(details: MethodDetails, payload: Pick<CashierPayload, 'tax' | 'user_bonuses'>, payGroupId: number, flow: FlowType): FormMoney {
  const bonus = methodBonus(payload.user_bonuses, payGroupId);
  return {
    rules: { fee: { merchantUserFee: details.merchant_user_fee, methodFee: details.fee }, taxTiers: payload.tax?.tiers ?? [], bonusTiers: bonus?.tiers ?? [] },
    bonus,
    processing: processingCurrencyOf(details),
    payout: flow === 'withdrawal',
  };
}
