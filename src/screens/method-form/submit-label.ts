import { isPositiveDecimal } from '../../../schemas/money/decimal.ts';
import { formatAmount, type DisplayCurrency, type TextDirection } from '../../../schemas/money/format-amount.ts';
import { translate } from '../../i18n/form.ts';
import type { FormKey } from '../../i18n/message-key.ts';

/**
 * The submit button's label for an amount: the flow's sentence with the amount in its currency ("Pay 10.00 EUR"), or
 * without one while the amount is not a positive number. It keeps the last amount's label: the cashier's form asks on
 * every keystroke, and formatting the amount again was the largest part of a card-number keystroke's own render.
 */
export function submitLabelOf(text: FormKey, currency: DisplayCurrency, dir: TextDirection): (amount: unknown) => string {
  let label: string | undefined;
  let labelledAmount: unknown;
  return (amount) => {
    if (label === undefined || amount !== labelledAmount) {
      const shown = typeof amount === 'string' && isPositiveDecimal(amount) ? formatAmount(amount, currency, { dir }) : '';
      label = translate(text, { amount: shown }).trim();
      labelledAmount = amount;
    }
    return label;
  };
}
