import type { CompiledForm, FieldUi, FormValues } from '../compiler/compiled-form.ts';
import { newAccountAllowed, type NewAccountRules } from './new-account.ts';

type AccountForm = Pick<CompiledForm, 'uiSchema' | 'fields'>;

function uiOf(form: AccountForm, name: string): FieldUi | undefined {
  const entry = Object.hasOwn(form.uiSchema, name) ? form.uiSchema[name] : undefined;
  return entry === undefined || Array.isArray(entry) ? undefined : entry;
}

/** A field that holds a payout account: it names a user requisite type, or a new account there must be verified. */
function holdsAccount(ui: FieldUi | undefined): boolean {
  const options = ui?.['ui:options'];
  return options?.userRequisiteTypeId !== undefined || options?.verifyNewPayoutAccount === true;
}

/** The names of a form's payout-account fields (spec section 3: user_requisite_type_id, verify_new_payout_account). */
export function payoutAccountFields(form: AccountForm): string[] {
  return form.fields.filter((field) => holdsAccount(uiOf(form, field.name))).map((field) => field.name);
}

function savedValues(ui: FieldUi | undefined): ReadonlySet<string> {
  return new Set((ui?.['ui:options']?.choices ?? []).map((choice) => choice.value));
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Whether a withdrawal goes to an account the user has not saved (spec section 3: is_new_payout_account): a
 * payout-account field holding a value none of its saved accounts has, or a typed card where saved cards are offered
 * and none is chosen.
 */
export function isNewPayoutAccount(form: AccountForm, values: FormValues): boolean {
  const typedAccount = payoutAccountFields(form).some((name) => filled(values[name]) && !savedValues(uiOf(form, name)).has(values[name]));
  const cardChoice = form.fields.find((field) => field.role === 'cardId');
  const typedCard = form.fields.find((field) => field.role === 'cardNumber');
  const newCard = cardChoice !== undefined && typedCard !== undefined && !filled(values[cardChoice.name]) && filled(values[typedCard.name]);
  return typedAccount || newCard;
}

/**
 * The payout-account fields to lock (spec section 4): when a new account cannot be added (verification disabled for
 * it), an account or saved-card field with nothing saved to choose is disabled, carries a manual error and shows its
 * empty-list message.
 */
export function lockedAccountFields(form: AccountForm, rules: NewAccountRules): string[] {
  if (newAccountAllowed(rules)) return [];
  const accounts = new Set(payoutAccountFields(form));
  return form.fields
    .filter((field) => field.role === 'cardId' || accounts.has(field.name))
    .map((field) => field.name)
    .filter((name) => savedValues(uiOf(form, name)).size === 0);
}
