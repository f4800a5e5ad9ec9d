import { rule as checked } from '../../rules/checked.ts';
import { textField } from './text-field.ts';

/** Spec section 3: the card-save checkbox starts ticked. */
const STARTS_TICKED = new Set(['save_card']);

/** `checkbox`, `check`, `user_verified`: a boolean, ticked when required, sent as a boolean. */
export const checkboxField = textField(({ param, name }) => ({
  type: 'boolean',
  encoding: 'boolean',
  required: false,
  rule: param.is_required === true ? checked.with(true) : {},
  noServerPattern: true,
  options: { label: false },
  initial: STARTS_TICKED.has(name) || param.options?.some((option) => option.is_selected === true) === true,
}));
