import { rule as oneOf } from '../../rules/one-of.ts';
import { preselectedOption } from '../../rules/preselected-option.ts';
import type { FieldRole } from '../compiled-form.ts';
import type { FieldCompiler } from '../field-type.ts';
import { isSavedCardId } from '../new-card.ts';
import { text } from './base-field.ts';
import { textField } from './text-field.ts';

/**
 * `select`, `betShop` and `card` (saved cards): one of the server's options (spec section 5). A single option is
 * preselected; of several, the one marked is_selected. No options shows place_holder_empty_list and its error.
 * Saved cards (role cardId) drop a "new card" option (value `new` or blank): the widget's own new-card choice stands for
 * it, and since leaving every saved card unchosen means "new card", the field is never required.
 */
export function choiceField(role: FieldRole = 'parameter'): FieldCompiler {
  return textField(({ param, context }) => {
    const options = role === 'cardId' ? (param.options ?? []).filter((option) => isSavedCardId(option.value)) : (param.options ?? []);
    const choices = options.map(({ label, value, additional_data }) =>
      additional_data === undefined ? { label, value } : { label, value, additional_data },
    );
    const selected = preselectedOption(options);
    const emptyText = text(param.place_holder_empty_list);
    const emptyError = text(param.place_holder_empty_list_error);
    return {
      role,
      ...(role === 'cardId' ? { required: false } : {}),
      noServerPattern: true,
      rule: choices.length === 0 ? {} : oneOf.with(choices.map(({ value }) => value)),
      options: {
        // An empty list says why nothing can be chosen (the widget's empty-list error): "required" beside it adds nothing.
        ...(choices.length === 0 && role === 'parameter' ? { hideError: true as const } : {}),
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
