import { text } from './base-field.ts';
import { textField } from './text-field.ts';

/** `info`: text shown in the form, with no value and nothing sent. */
export const infoField = textField(({ param }) => ({
  role: 'display',
  encoding: 'none',
  required: false,
  readOnly: true,
  noServerPattern: true,
  options: { text: text(param.label) ?? text(param.place_holder) ?? '', label: false },
}));
