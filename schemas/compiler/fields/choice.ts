import { rule as oneOf } from '../../rules/one-of.ts';
import type { FieldRole } from '../compiled-form.ts';
import type { FieldCompiler } from '../field-type.ts';
import { text } from './base-field.ts';
import { textField } from './text-field.ts';

/**
 * `select`, `betShop` and `card` (saved cards): one of the server's options (spec section 5). A single option is
 * preselected; of several, the one marked is_selected. No options shows place_holder_empty_list and its error.
 */
export function choiceField(role: FieldRole = 'parameter'): FieldCompiler {
  return textField(({ param, context }) => {
    const choices = (param.options ?? []).map(({ label, value, additional_data }) =>
      additional_data === undefined ? { label, value } : { label, value, additional_data },
    );
    const selected = choices.length === 1 ? choices[0] : param.options?.find((option) => option.is_selected === true);
    const emptyText = text(param.place_holder_empty_list);
    const emptyError = text(param.place_holder_empty_list_error);
    return {
      role,
      noServerPattern: true,
      rule: choices.length === 0 ? {} : oneOf.with(choices.map(({ value }) => value)),
      options: {
        choices,
        ...(emptyText === undefined && emptyError === undefined
          ? {}
          : { emptyList: { ...(emptyText === undefined ? {} : { text: emptyText }), ...(emptyError === undefined ? {} : { errorKey: emptyError }) } }),
        ...(context.autoSubmit === true ? { autoSubmit: true } : {}),
      },
      ...(selected === undefined ? {} : { initial: selected.value }),
    };
  });
}
