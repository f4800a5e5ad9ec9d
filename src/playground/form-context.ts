import type { FormContext } from '../../schemas/compiler/compile-form.ts';
import type { NewAccountRules } from '../../schemas/payout/new-account.ts';
import type { Currency, FlowType, PhoneCountryEntry } from '../../schemas/server/v1/types.ts';

const EUR: Currency = { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 };

/** Currencies the playground offers: one of each precision the cashier must format (0, 2, 3 and 8 decimals). */
export const CURRENCIES: readonly Currency[] = [
  EUR,
  { currency_id: 392, name: 'Yen', alpha3: 'JPY', iso_number: 392, precision: 0 },
  { currency_id: 414, name: 'Kuwaiti Dinar', alpha3: 'KWD', iso_number: 414, precision: 3 },
  { currency_id: 1000, name: 'Bitcoin', alpha3: 'BTC', iso_number: 0, precision: 8 },
];

export const FLOWS: readonly FlowType[] = ['deposit', 'withdrawal', 'checkout'];

/** What a withdrawal's select answer says of new payout accounts and where support is: it locks an empty account field. */
export type PayoutAccountRules = NewAccountRules & { support_url?: string };

/** What the QA chooses besides the parameters, and what a recorded preset brings that has no control here. */
export interface ContextChoice {
  flow: FlowType;
  currency: string;
  min: number;
  max: number;
  phoneCountries?: readonly PhoneCountryEntry[];
  userBalance?: number;
  accountRules?: PayoutAccountRules;
}

export const DEFAULT_CONTEXT: ContextChoice = { flow: 'deposit', currency: 'EUR', min: 10, max: 5000 };

/** The currency with this code among `offered`, EUR when it is not offered. */
export function currencyOf(code: string, offered: readonly Currency[] = CURRENCIES): Currency {
  return offered.find((currency) => currency.alpha3 === code) ?? EUR;
}

/** The compiler's context for a choice, its currency one of `offered`. */
export function formContextOf(choice: ContextChoice, offered: readonly Currency[] = CURRENCIES): FormContext {
  const { flow, currency, min, max, phoneCountries, userBalance } = choice;
  return {
    flow,
    currency: currencyOf(currency, offered),
    limits: { min_amount: min, max_amount: max },
    ...(phoneCountries === undefined ? {} : { phoneCountries }),
    ...(userBalance === undefined ? {} : { userBalance }),
  };
}
