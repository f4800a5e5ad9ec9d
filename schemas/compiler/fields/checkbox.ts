import { CARD_SAVE_BOX, showsCardSaveBox } from '../../rules/card-save-box.ts';
import { rule as checked } from '../../rules/checked.ts';
import type { FieldCompiler } from '../field-type.ts';
import { textField } from './text-field.ts';

/** `checkbox`, `check`, `user_verified`: a boolean, ticked when required, sent as a boolean. */
const booleanField = textField(({ param, name }) => ({
  type: 'boolean',
  encoding: 'boolean',
  required: false,
  rule: param.is_required === true ? checked.with(true) : {},
  noServerPattern: true,
  options: { label: false },
  // Spec section 3: the card-save checkbox starts ticked.
  initial: name === CARD_SAVE_BOX || param.options?.some((option) => option.is_selected === true) === true,
}));

/** The checkbox types; the card-save box is left out of every flow but checkout (spec section 2). */
export const checkboxField: FieldCompiler = (input) => (showsCardSaveBox(input.name, input.context.flow) ? booleanField(input) : { skip: null });
