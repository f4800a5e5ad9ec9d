import type { CompiledForm } from '../compiler/compiled-form.ts';

/** The payout card the user picked on the card list: a saved card's id, or null for a new card. */
export type ChosenCard = { cardId: string | null };

/**
 * The form starting on the card the user picked before it opened (spec section 2: withdrawal card list): that saved
 * card when the form offers it, no saved card for "add a new card"; the form as it came otherwise.
 */
export function withChosenCard(form: CompiledForm, chosen: ChosenCard | null): CompiledForm {
  const field = form.fields.find((candidate) => candidate.role === 'cardId');
  if (chosen === null || field === undefined) return form;
  const ui = form.uiSchema[field.name];
  const offered = ui !== undefined && !Array.isArray(ui) && (ui['ui:options']?.choices ?? []).some((choice) => choice.value === chosen.cardId);
  if (chosen.cardId !== null && !offered) return form;
  const { [field.name]: _previous, ...rest } = form.formData;
  return { ...form, formData: chosen.cardId === null ? rest : { ...rest, [field.name]: chosen.cardId } };
}
