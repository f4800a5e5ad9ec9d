import { parseSavedCardLabel } from '../format/saved-card-label.ts';
import { savedCardFields, type CardFieldRole } from '../rules/saved-card-fields.ts';
import type { CompiledForm, FieldRole, FieldUi, FormValue, FormValues } from './compiled-form.ts';
import { isSavedCardId } from './new-card.ts';

/** The field roles the saved-card display rule decides on (the credit-card marker is never shown anyway). */
const RULED_ROLES: ReadonlySet<FieldRole> = new Set<CardFieldRole>(['cardNumber', 'expiry', 'cvv', 'cardholderName']);

function uiOf(form: CompiledForm, name: string): FieldUi | undefined {
  const entry = form.uiSchema[name];
  return entry === undefined || Array.isArray(entry) ? undefined : entry;
}

/** The form without the named fields: not rendered, not validated; the payload builder still knows them. */
function withoutFields(form: CompiledForm, hidden: ReadonlySet<string>): CompiledForm {
  const uiSchema: CompiledForm['uiSchema'] = { 'ui:order': form.uiSchema['ui:order'].filter((name) => !hidden.has(name)) };
  for (const [name, entry] of Object.entries(form.uiSchema)) if (name !== 'ui:order' && !hidden.has(name)) uiSchema[name] = entry;
  return {
    ...form,
    schema: {
      ...form.schema,
      required: form.schema.required.filter((name) => !hidden.has(name)),
      properties: Object.fromEntries(Object.entries(form.schema.properties).filter(([name]) => !hidden.has(name))),
    },
    uiSchema,
  };
}

/** The value of the form's saved-card field (role cardId), which is all applyCardChoice reads of the form data. */
export function cardChoiceOf(form: CompiledForm, values: FormValues): FormValue | undefined {
  const cardField = form.fields.find((field) => field.role === 'cardId');
  return cardField === undefined ? undefined : values[cardField.name];
}

/**
 * The form as the chosen card shows it (spec section 5, saved card display): with a saved card chosen, the typed-card
 * fields the rule does not show (number, expiry, cardholder name; the CVV unless the method asks for it) leave the
 * form. Every listed saved card counts as tokenised: the server offers only cards it can charge by id. With no saved
 * card chosen (a new card) the form is returned as it is.
 */
export function applyCardChoice(form: CompiledForm, chosen: FormValue | undefined): CompiledForm {
  const cardField = form.fields.find((field) => field.role === 'cardId');
  if (cardField === undefined || !isSavedCardId(chosen)) return form;
  const choice = uiOf(form, cardField.name)?.['ui:options']?.choices?.find((option) => option.value === chosen);
  const shown: ReadonlySet<FieldRole> = new Set(
    savedCardFields({
      tokenised: true,
      cvvRequired: form.fields.some((field) => field.role === 'cvv'),
      selectedWithLast4: choice !== undefined && parseSavedCardLabel(choice.label).last4 !== undefined,
    }),
  );
  const hidden = new Set(form.fields.filter((field) => RULED_ROLES.has(field.role) && !shown.has(field.role)).map((field) => field.name));
  return hidden.size === 0 ? form : withoutFields(form, hidden);
}
