import { parseSavedCardLabel } from '../format/saved-card-label.ts';
import { rule as cvvRule } from '../rules/cvv.ts';
import { cvvDemand, type CvvCard, type RecurringCheck } from '../rules/cvv-demand.ts';
import { savedCardFields, type CardFieldRole } from '../rules/saved-card-fields.ts';
import type { CompiledForm, FieldRole, FieldUi, FormValue, FormValues } from './compiled-form.ts';
import { isSavedCardId } from './new-card.ts';

/** The field roles the saved-card display rule decides on (the credit-card marker is never shown anyway). */
const RULED_ROLES: ReadonlySet<FieldRole> = new Set<CardFieldRole>(['cardNumber', 'expiry', 'cvv', 'cardholderName']);

/** What the CVV rule reads beyond the form (spec section 5): the saved cards' tokens, the amount and the recurring check. */
export interface CardFacts {
  /** is_card_token_active of a saved card (GET /user-cards); a card the call did not list counts as untokenised. */
  tokenised: (cardId: string) => boolean;
  /** The amount typed, or null while it is no number. */
  amount: number | null;
  /** limits.max_recurring_amount of the method. */
  maxRecurringAmount: number | undefined;
  /** The recurring-check answer for the chosen card and this amount. */
  recurringCheck: RecurringCheck;
}

/** Without facts (a form outside a payment: the playground, a payout): saved cards are untokenised and unchecked. */
export const NO_CARD_FACTS: CardFacts = { tokenised: () => false, amount: null, maxRecurringAmount: undefined, recurringCheck: { state: 'none' } };

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

/** The form with the CVV field `name` required: its rule refuses a blank code and its label carries the marker. */
function withCvvRequired(form: CompiledForm, name: string): CompiledForm {
  const field = form.schema.properties[name];
  const param = cvvRule.read(field?.['x-rule']);
  if (field === undefined || param === undefined || form.schema.required.includes(name)) return form;
  const required = { ...field, 'x-rule': { ...field['x-rule'], ...cvvRule.with({ ...param, required: true }) } };
  return { ...form, schema: { ...form.schema, required: [...form.schema.required, name], properties: { ...form.schema.properties, [name]: required } } };
}

/** The value of the form's saved-card field (role cardId), which is all applyCardChoice reads of the form data. */
export function cardChoiceOf(form: CompiledForm, values: FormValues): FormValue | undefined {
  const cardField = form.fields.find((field) => field.role === 'cardId');
  return cardField === undefined ? undefined : values[cardField.name];
}

/** The chosen card as the CVV rule reads it: a new card, or a saved one with its token state and recurring check. */
export function cvvCardOf(chosen: FormValue | undefined, facts: CardFacts): CvvCard {
  return isSavedCardId(chosen) ? { kind: 'saved', tokenised: facts.tokenised(chosen), recurringCheck: facts.recurringCheck } : { kind: 'new' };
}

/**
 * The form as the chosen card shows it (spec section 5, saved card display and CVV): with a saved card chosen, the
 * typed-card fields leave the form (number, expiry, cardholder name), and the CVV stays only when cvvDemand asks for
 * it, then required. With no saved card chosen (a new card) the form is returned as it is.
 */
export function applyCardChoice(form: CompiledForm, chosen: FormValue | undefined, facts: CardFacts = NO_CARD_FACTS): CompiledForm {
  const cardField = form.fields.find((field) => field.role === 'cardId');
  if (cardField === undefined || !isSavedCardId(chosen)) return form;
  const choice = uiOf(form, cardField.name)?.['ui:options']?.choices?.find((option) => option.value === chosen);
  const cvvField = form.fields.find((field) => field.role === 'cvv');
  const demand =
    cvvField === undefined
      ? 'hidden'
      : cvvDemand({
          fieldRequired: form.schema.required.includes(cvvField.name),
          card: cvvCardOf(chosen, facts),
          amount: facts.amount,
          maxRecurringAmount: facts.maxRecurringAmount,
        });
  const shown: ReadonlySet<FieldRole> = new Set(
    savedCardFields({ saved: true, cvv: demand, selectedWithLast4: choice !== undefined && parseSavedCardLabel(choice.label).last4 !== undefined }),
  );
  const hidden = new Set(form.fields.filter((field) => RULED_ROLES.has(field.role) && !shown.has(field.role)).map((field) => field.name));
  const visible = hidden.size === 0 ? form : withoutFields(form, hidden);
  return demand === 'required' && cvvField !== undefined ? withCvvRequired(visible, cvvField.name) : visible;
}
