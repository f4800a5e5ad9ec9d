import { rule as oneOf } from '../../rules/one-of.ts';
import type { FieldCompiler } from '../field-type.ts';
import { text } from './base-field.ts';
import { textField } from './text-field.ts';

/**
 * A payout-account select (save_requisites on a String select): one of the user's saved accounts, preselected as a
 * select is (spec section 5), or, where new accounts are allowed (allow_new_payout_account), an account the user
 * types; the payload then says is_new_payout_account. With no saved account it shows place_holder_empty_list.
 */
export const payoutAccountField: FieldCompiler = textField(({ param, context }) => {
  const choices = (param.options ?? []).map(({ label, value }) => ({ label, value }));
  const selected = choices.length === 1 ? choices[0] : (param.options ?? []).find((option) => option.is_selected === true);
  const allowNew = context.allowNewPayoutAccount === true;
  const emptyText = text(param.place_holder_empty_list);
  const emptyError = text(param.place_holder_empty_list_error);
  return {
    noServerPattern: !allowNew,
    rule: allowNew || choices.length === 0 ? {} : oneOf.with(choices.map(({ value }) => value)),
    options: {
      hideError: true,
      choices,
      ...(allowNew ? { allowNewAccount: true } : {}),
      ...(emptyText === undefined && emptyError === undefined
        ? {}
        : { emptyList: { ...(emptyText === undefined ? {} : { text: emptyText }), ...(emptyError === undefined ? {} : { errorKey: emptyError }) } }),
    },
    ...(selected === undefined ? {} : { initial: selected.value }),
  };
});
