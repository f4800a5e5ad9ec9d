import { rule as cardNumber } from '../../rules/card-number.ts';
import { textField } from './text-field.ts';

/** `cardPan`: required card number (spec section 5), numeric keyboard. */
export const cardNumberField = textField({
  role: 'cardNumber',
  required: true,
  rule: cardNumber.with(true),
  autocomplete: 'cc-number',
  options: { inputMode: 'numeric' },
});
