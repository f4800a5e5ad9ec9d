import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../field-widgets/registry.ts';
import type { FormParameter } from '../server/v1/types.ts';
import type { FormValues } from './compiled-form.ts';
import { applyCardChoice, cardChoiceOf } from './apply-card-choice.ts';
import { compileForm, EXPIRY_FIELD, type FormContext } from './compile-form.ts';

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

const ALL = ['amount', 'card_id', 'card_pan', EXPIRY_FIELD, 'cardholder_name', 'card_cvv'];
const cases: ReadonlyArray<[string, FormParameter[], FormValues, string[]]> = [
  ['a saved card with last 4 and a CVV field: amount, card and CVV', [amount, savedCards('Visa •••• 1111 (09/29)'), ...typedCard, cvv], { card_id: 'crd_1' }, ['amount', 'card_id', 'card_cvv']],
  ['a saved card, the method asks no CVV: amount and card', [amount, savedCards('411111******1111'), ...typedCard], { card_id: 'crd_1' }, ['amount', 'card_id']],
  ['a saved card labelled without last 4: its number is asked', [amount, savedCards('My card'), ...typedCard, cvv], { card_id: 'crd_1' }, ['amount', 'card_id', 'card_pan', 'card_cvv']],
  ['the new-card choice: every field', [amount, savedCards('Visa •••• 1111'), ...typedCard, cvv], {}, ALL],
  ['a "new" value: every field', [amount, savedCards('Visa •••• 1111'), ...typedCard, cvv], { card_id: 'new' }, ALL],
  ['no saved-card field: every field', [amount, ...typedCard, cvv], { card_id: 'crd_1' }, ['amount', 'card_pan', EXPIRY_FIELD, 'cardholder_name', 'card_cvv']],
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

  it('returns the same form when nothing hides, so rjsf keeps its schema', () => {
    const form = compileForm([amount, savedCards('Visa •••• 1111'), ...typedCard, cvv], context, fieldTypes);
    expect(applyCardChoice(form, undefined)).toBe(form);
  });
});
