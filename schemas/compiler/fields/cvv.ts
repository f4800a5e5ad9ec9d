import { rule as cvv } from '../../rules/cvv.ts';
import { isCardPart } from '../extended-types.ts';
import { textField } from './text-field.ts';

/**
 * `cardCvv`: named card_cvv; its length follows the card number. Required as the server says; for a saved card the
 * display (applyCardChoice, from cvvDemand) decides whether it shows and must be filled (spec section 5).
 */
export const cvvField = textField(({ parameters }) => {
  const cardNumberField = parameters.find((param) => isCardPart(param, 'cardPan'))?.name ?? 'card_pan';
  return {
    name: 'card_cvv',
    role: 'cvv',
    rule: cvv.with({ cardNumberField }),
    autocomplete: 'cc-csc',
    options: { inputMode: 'numeric' },
  };
});
