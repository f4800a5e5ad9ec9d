import { applyCardChoice, cardChoiceOf, NO_CARD_FACTS, type CardFacts } from '../../../schemas/compiler/apply-card-choice.ts';
import type { CompiledForm, FormValues } from '../../../schemas/compiler/compiled-form.ts';
import { ruleErrors } from '../../../schemas/validators/rjsf-validator.ts';
import { hasOverrideError, type FieldOverrides } from './field-overrides.ts';

/**
 * Whether `values` may be sent: every rule of every field the chosen card shows passes, whatever the user has touched
 * or seen (spec section 4: never while a required field is missing), and no override's manual error stands. The
 * card facts are the ones the form shows (a saved card's CVV).
 */
export function canSend(form: CompiledForm, values: FormValues, overrides: FieldOverrides, cardFacts: CardFacts = NO_CARD_FACTS): boolean {
  const shown = applyCardChoice(form, cardChoiceOf(form, values), cardFacts);
  return ruleErrors(shown.schema, values).length === 0 && !hasOverrideError(overrides);
}
