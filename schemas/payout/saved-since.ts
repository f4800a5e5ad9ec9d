import { sameAccountId } from '../account/account-id.ts';
import type { SavedAccountOption } from '../account/saved-account.ts';
import type { CompiledForm } from '../compiler/compiled-form.ts';

/**
 * A payout account saved since the form's select answer came, the field that offers the user's saved accounts, and
 * whether a code confirmed it (one found after an unknown create, or created, waits for its code until then).
 */
export interface SavedSince {
  field: string;
  option: SavedAccountOption;
  confirmed: boolean;
}

/**
 * The form offering, among its saved accounts, those saved since its select answer came (a new account created, or
 * one whose create had an unknown outcome, found among a fresh answer's; confirmed or not): each once, after the
 * server's own, one its code has not confirmed yet labelled by `unconfirmed` (its label marked so, in the user's
 * language). Only a field new accounts are typed in (allowNewAccount) has such accounts, and it puts no rule on its
 * choices: only they change. The same form when there is nothing to add.
 */
export function withSavedSince(form: CompiledForm, saved: readonly SavedSince[], unconfirmed: (label: string) => string): CompiledForm {
  let uiSchema = form.uiSchema;
  for (const { field, option, confirmed } of saved) {
    const ui = Object.hasOwn(uiSchema, field) ? uiSchema[field] : undefined;
    if (ui === undefined || Array.isArray(ui)) continue;
    const choices = ui['ui:options']?.choices ?? [];
    if (choices.some((choice) => sameAccountId(choice.value, option.value))) continue;
    const added = [...choices, { label: confirmed ? option.label : unconfirmed(option.label), value: option.value }];
    uiSchema = { ...uiSchema, [field]: { ...ui, 'ui:options': { ...ui['ui:options'], choices: added } } };
  }
  return uiSchema === form.uiSchema ? form : { ...form, uiSchema };
}

/** The ids (values) of the accounts of `field` saved since the select answer came. */
export const savedSinceIn = (saved: readonly SavedSince[], field: string): string[] => saved.filter((entry) => entry.field === field).map((entry) => entry.option.value);

/** The account of `field` with the id `id` (in whichever form the server gave it), when it was saved since. */
export const savedSinceOf = (saved: readonly SavedSince[], field: string, id: string): SavedSince | undefined =>
  saved.find((entry) => entry.field === field && sameAccountId(entry.option.value, id));

/** The accounts saved since, with `entry`: in the place of the same account (confirmed now), else after them. */
export function withEntry(saved: readonly SavedSince[], entry: SavedSince): SavedSince[] {
  const known = savedSinceOf(saved, entry.field, entry.option.value);
  return known === undefined ? [...saved, entry] : saved.map((other) => (other === known ? entry : other));
}
