import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../field-widgets/registry.ts';
import type { FormParameter } from '../server/v1/types.ts';
import type { CompiledForm, FormValues } from './compiled-form.ts';
import { applyCardChoice, cardChoiceOf, NO_CARD_FACTS, type CardFacts } from './apply-card-choice.ts';
import { ERROR_KEYS } from '../rules/error-keys.ts';
import { compileForm, EXPIRY_FIELD, type FormContext } from './compile-form.ts';
import { NEW_CARD_LABELS } from './new-card.ts';
import { buildSubmission } from '../payload/build-submission.ts';
import { browserData } from '../payload/browser-data.ts';
import { ruleErrors } from '../validators/rjsf-validator.ts';
import { TEST_BROWSER } from '../payload/browser-data.testing.ts';

const context: FormContext = {
  flow: 'deposit',
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 10, max_amount: 5000 },
};

const savedCards = (label: string): FormParameter => ({
  name: 'card_id',
  type: 'card',
  options: [
    { label, value: 'crd_1' },
    { label: 'New card', value: 'new' },
  ],
});
const typedCard: FormParameter[] = [
  { name: 'card_pan', type: 'cardPan', is_required: true, label: 'Card number' },
  { name: 'month', type: 'expirationDate', extended_type: 'card_exp_month', is_required: true, label: 'Expiry date' },
  { name: 'year', type: 'expirationDate', extended_type: 'card_exp_year', is_required: true, label: 'Expiry date' },
  { name: 'cardholder_name', type: 'input', extended_type: 'card_cardholder_name', is_required: true, label: 'Cardholder name' },
];
const cvv: FormParameter = { name: 'card_cvv', type: 'cardCvv', is_required: true, label: 'CVV' };
const amount: FormParameter = { name: 'amount', type: 'amount', is_required: true };

const env = TEST_BROWSER;

/** The fields failing a rule when the form is shown as `values` choose, keyed by name. */
function ruleErrorsOf(form: CompiledForm, values: FormValues): Record<string, string[]> {
  const shown = applyCardChoice(form, cardChoiceOf(form, values));
  const failing: Record<string, string[]> = {};
  for (const error of ruleErrors(shown.schema, values)) (failing[(error.property ?? '').slice(1)] ??= []).push(error.name ?? '');
  return failing;
}

const ALL = ['amount', 'card_id', 'card_pan', EXPIRY_FIELD, 'cardholder_name', 'card_cvv'];
const cases: ReadonlyArray<[string, FormParameter[], FormValues, string[]]> = [
  ['a saved card with last 4 and a CVV field: amount, card and CVV', [amount, savedCards('Visa •••• 1111 (09/29)'), ...typedCard, cvv], { card_id: 'crd_1' }, ['amount', 'card_id', 'card_cvv']],
  ['a saved card, the method asks no CVV: amount and card', [amount, savedCards('411111******1111'), ...typedCard], { card_id: 'crd_1' }, ['amount', 'card_id']],
  ['a saved card labelled without last 4: its number is asked', [amount, savedCards('My card'), ...typedCard, cvv], { card_id: 'crd_1' }, ['amount', 'card_id', 'card_pan', 'card_cvv']],
  ['the new-card choice: every field', [amount, savedCards('Visa •••• 1111'), ...typedCard, cvv], {}, ALL],
  ['a "new" value: every field', [amount, savedCards('Visa •••• 1111'), ...typedCard, cvv], { card_id: 'new' }, ALL],
  ['no saved-card field: every field', [amount, ...typedCard, cvv], { card_id: 'crd_1' }, ['amount', 'card_pan', EXPIRY_FIELD, 'cardholder_name', 'card_cvv']],
  // deposit-saved-cards: the server sends the list and the CVV only; "New card" needs the card fields the compiler adds.
  ['only a list and a CVV, a saved card chosen: amount, card and CVV', [amount, savedCards('Visa •••• 1111'), cvv], { card_id: 'crd_1' }, ['amount', 'card_id', 'card_cvv']],
  ['only a list and a CVV, the new-card choice: the added card fields after the list', [amount, savedCards('Visa •••• 1111'), cvv], {}, ALL],
  ['only a list and a CVV, a "new" value: the added card fields', [amount, savedCards('Visa •••• 1111'), cvv], { card_id: 'new' }, ALL],
];

describe('applyCardChoice (spec section 5, saved card display)', () => {
  it.each(cases)('%s', (_, parameters, values, shown) => {
    const form = compileForm(parameters, context, fieldTypes);
    const applied = applyCardChoice(form, cardChoiceOf(form, values));
    expect(applied.uiSchema['ui:order']).toEqual(shown);
    expect(Object.keys(applied.schema.properties)).toEqual(shown);
    expect(Object.keys(applied.uiSchema).filter((key) => key !== 'ui:order')).toEqual(shown);
    expect(applied.schema.required.every((name) => shown.includes(name))).toBe(true);
    expect(applied.fields).toBe(form.fields);
  });

  it('"New card" sends the typed card, CVV included (deposit-saved-cards sends only the list and a CVV)', () => {
    const form = compileForm([amount, savedCards('Visa •••• 1111'), cvv], context, fieldTypes);
    expect(form.problems).toEqual([]);
    const values = { amount: '75', card_pan: '4111 1111 1111 1111', [EXPIRY_FIELD]: '11/27', cardholder_name: 'Jane Doe', card_cvv: '123' };
    expect(Object.keys(ruleErrorsOf(form, values))).toEqual([]);
    const payload = buildSubmission({ fields: form.fields, values, currency: 'EUR', browserData: browserData(env), fingerprint: 'fp' });
    expect(payload.card_data).toEqual({ card_pan: '4111111111111111', card_bin: '411111', exp_month: '11', exp_year: '2027', cvv: '123', cardholder_name: 'Jane Doe' });
    expect(payload.parameters).toEqual({});
  });

  it('the added card fields are required for a new card', () => {
    const form = compileForm([amount, savedCards('Visa •••• 1111'), cvv], context, fieldTypes);
    expect(Object.keys(ruleErrorsOf(form, { amount: '75', card_cvv: '123' }))).toEqual(['card_pan', EXPIRY_FIELD, 'cardholder_name']);
    expect(form.uiSchema['card_pan']).toMatchObject({ 'ui:widget': 'cardPan' });
    expect(form.schema.properties['card_pan']?.title).toBe(NEW_CARD_LABELS.number);
  });

  it('an untokenised saved card shows its CVV, required, only above the recurring maximum when the recurring check asks', () => {
    const optionalCvv: FormParameter = { ...cvv, is_required: false };
    const form = compileForm([amount, savedCards('Visa •••• 1111'), optionalCvv], context, fieldTypes);
    const facts = (amountTyped: number, recurringCheck: CardFacts['recurringCheck']): CardFacts => ({ ...NO_CARD_FACTS, amount: amountTyped, maxRecurringAmount: 500, recurringCheck });
    const within = applyCardChoice(form, 'crd_1', facts(200, { state: 'none' }));
    expect(within.uiSchema['ui:order']).toEqual(['amount', 'card_id']);
    const asked = applyCardChoice(form, 'crd_1', facts(750, { state: 'answered', cvvRequired: true }));
    expect(asked.uiSchema['ui:order']).toEqual(['amount', 'card_id', 'card_cvv']);
    expect(asked.schema.required).toContain('card_cvv');
    expect(ruleErrors(asked.schema, { amount: '750', card_id: 'crd_1' }).map((error) => error.name)).toEqual([ERROR_KEYS.FIELD_REQUIRED]);
    expect(applyCardChoice(form, 'crd_1', facts(750, { state: 'answered', cvvRequired: false })).uiSchema['ui:order']).toEqual(['amount', 'card_id']);
  });

  it('a tokenised saved card shows no CVV when its method does not ask for it, whatever the amount', () => {
    const form = compileForm([amount, savedCards('Visa •••• 1111'), { ...cvv, is_required: false }], context, fieldTypes);
    const facts: CardFacts = { ...NO_CARD_FACTS, tokenised: () => true, amount: 750, maxRecurringAmount: 500 };
    expect(applyCardChoice(form, 'crd_1', facts).uiSchema['ui:order']).toEqual(['amount', 'card_id']);
  });

  it('returns the same form when nothing hides, so rjsf keeps its schema', () => {
    const form = compileForm([amount, savedCards('Visa •••• 1111'), ...typedCard, cvv], context, fieldTypes);
    expect(applyCardChoice(form, undefined)).toBe(form);
  });
});
