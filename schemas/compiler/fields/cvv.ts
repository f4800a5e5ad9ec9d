import { rule as cvv } from '../../rules/cvv.ts';
import { isCardPart } from '../extended-types.ts';
import { textField } from './text-field.ts';

/** `cardCvv`: named card_cvv; its length follows the card number, required as the cvv rule says (spec section 5). */
export const cvvField = textField(({ parameters, context }) => {
  const cardNumberField = parameters.find((param) => isCardPart(param, 'cardPan'))?.name ?? 'card_pan';
  const cardIdField = parameters.find((param) => param.type === 'card' || param.extended_type === 'card_id')?.name;
  const maxRecurringAmount = context.limits.max_recurring_amount;
  return {
    name: 'card_cvv',
    role: 'cvv',
    rule: cvv.with({
      cardNumberField,
      amountField: 'amount',
      ...(cardIdField === undefined ? {} : { cardIdField }),
      ...(maxRecurringAmount === undefined ? {} : { maxRecurringAmount }),
    }),
    autocomplete: 'cc-csc',
    options: { inputMode: 'numeric' },
  };
});
