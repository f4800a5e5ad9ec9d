import type { FormContext } from '../../../schemas/compiler/compile-form.ts';
import { experimentAmountBlocks } from '../../../schemas/money/experiment-amount-blocks.ts';
import type { CashierPayload, MethodDetails } from '../../../schemas/server/v1/types.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';

/** What a method's form is compiled with: the method's details, the flow's own context, and what a resumed form kept. */
export function formContextOf(
  details: MethodDetails,
  flow: ScreenFlow,
  payload: Pick<CashierPayload, 'user_balance'>,
  presetAmount: number | null,
  resumed: Pick<FormContext, 'typedAmount'>,
): FormContext {
  return {
    flow: flow.type,
    currency: details.currency,
    limits: details.limits,
    presetAmount,
    amountBlocks: [...experimentAmountBlocks(details.limits, details.amount_blocks ?? [], details.experiment_presets)],
    amountPattern: details.amount_reg_exp_fe ?? null,
    amountDecimals: details.currency.precision,
    autoSubmit: details.auto_submit === true,
    phoneCountries: details.countries ?? [],
    ...flow.compileContext(payload),
    ...resumed,
    ...(flow.payoutAccounts === null ? {} : { allowNewPayoutAccount: flow.payoutAccounts.newAccountAllowed(details) }),
  };
}
