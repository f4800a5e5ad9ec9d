import { rule as cardholderName } from '../../rules/cardholder-name.ts';
import { rule as minLength } from '../../rules/min-length.ts';
import type { FieldCompiler } from '../field-type.ts';
import type { FieldShape } from './base-field.ts';
import { textField } from './text-field.ts';

/** Spec section 5: a postal code has at least 3 characters unless the server's own rules say more. */
export const POSTAL_CODE_MIN_LENGTH = 3;
const POSTAL_CODE = /postal|zip|post_code|postcode/i;

/** What an `input` becomes for each extended type that changes more than the widget's look (spec section 3). */
const EXTENDED: Readonly<Record<string, FieldShape>> = {
  card_cardholder_name: { role: 'cardholderName', rule: cardholderName.with(true), autocomplete: 'cc-name' },
  card_id: { role: 'cardId', options: { hidden: true } },
  card_bin: { role: 'cardBin', options: { hidden: true } },
  credit_card: { role: 'creditCardMarker', encoding: 'none', options: { hidden: true } },
  predefined: { readOnly: true },
  profile_tax_code: { autocomplete: 'off' },
};

/** `input`: a text field, refined by its extended type, with the postal-code minimum when its name says so. */
export const inputField: FieldCompiler = textField(({ param, name }) => {
  const extended = param.extended_type ?? '';
  const shape = Object.hasOwn(EXTENDED, extended) ? EXTENDED[extended] : undefined;
  if (shape !== undefined) return shape;
  return POSTAL_CODE.test(name) ? { rule: minLength.with(POSTAL_CODE_MIN_LENGTH) } : {};
});
