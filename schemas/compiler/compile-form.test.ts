import { describe, expect, it } from 'vitest';
import type { FormParameter } from '../server/v1/types.ts';
import { compileForm, EXPIRY_FIELD, type FormContext } from './compile-form.ts';

const context: FormContext = {
  flow: 'deposit',
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 10, max_amount: 5000 },
  presetAmount: 50,
  amountBlocks: [20, 50, 100],
};

const cardParameters: FormParameter[] = [
  { name: 'amount', type: 'amount', data_type: 'Float', is_required: true, label: 'Amount' },
  { name: 'card_pan', type: 'cardPan', extended_type: 'card_pan', is_required: true, label: 'Card number', place_holder: '0000 0000 0000 0000' },
  { name: 'month', type: 'expirationDate', extended_type: 'card_exp_month', is_required: true, label: 'Expiry date' },
  { name: 'year', type: 'expirationDate', extended_type: 'card_exp_year', is_required: true, label: 'Expiry date' },
  { name: 'card_cvv', type: 'cardCvv', extended_type: 'card_cvv', is_required: true, label: 'CVV' },
  { name: 'cardholder_name', type: 'input', extended_type: 'card_cardholder_name', is_required: true, label: 'Cardholder name' },
];

describe('compileForm on the card deposit form', () => {
  const form = compileForm(cardParameters, context);

  it('keeps the server order, with month and year merged into one MM/YY field', () => {
    expect(form.uiSchema['ui:order']).toEqual(['amount', 'card_pan', EXPIRY_FIELD, 'card_cvv', 'cardholder_name']);
    expect(form.fields.find((field) => field.role === 'expiry')?.parts).toEqual({ month: 'month', year: 'year' });
  });

  it.each([
    ['amount', 'amount', { required: true, amount: { min: 10, max: 5000, flow: 'deposit' } }, 'transaction-amount'],
    ['card_pan', 'cardPan', { required: true, cardNumber: true }, 'cc-number'],
    [EXPIRY_FIELD, 'expirationDate', { required: true, expiry: true }, 'cc-exp'],
    ['card_cvv', 'cardCvv', { required: true, cvv: { cardNumberField: 'card_pan' } }, 'cc-csc'],
    ['cardholder_name', 'input', { required: true, cardholderName: true }, 'cc-name'],
  ])('%s renders with widget %s, rule %j and autocomplete %s', (name, widget, rule, autocomplete) => {
    expect(form.schema.properties[name]?.['x-rule']).toEqual(rule);
    expect(form.uiSchema[name]).toMatchObject({ 'ui:widget': widget, 'ui:autocomplete': autocomplete });
  });

  it('marks every required field required and starts the amount at the preset', () => {
    expect(form.schema.required).toEqual(['amount', 'card_pan', EXPIRY_FIELD, 'card_cvv', 'cardholder_name']);
    expect(form.formData).toEqual({ amount: '50' });
    expect(form.problems).toEqual([]);
  });
});

describe('compileForm on bad parameters', () => {
  it.each([
    ['an unknown type renders as a text input and is reported', [{ name: 'iban', type: 'ibanFancy' }], ['iban'], /Unknown field type "ibanFancy"/],
    ['a parameter without a name is skipped and reported', [{ type: 'input' }], [], /no usable name/],
    ['__proto__ is refused', [{ name: '__proto__', type: 'input' }], [], /no usable name/],
    ['a month without a year is reported', [{ name: 'month', type: 'expirationDate', extended_type: 'card_exp_month' }], [], /without its year/],
    ['a duplicate name keeps the first', [{ name: 'a', type: 'input' }, { name: 'a', type: 'input' }], ['a'], /appears twice/],
  ])('%s', (_, parameters, order, problem) => {
    const form = compileForm(parameters as FormParameter[], context);
    expect(form.uiSchema['ui:order']).toEqual(order);
    expect(form.problems.map((p) => p.message).join('\n')).toMatch(problem);
    expect(Object.getPrototypeOf(form.schema.properties)).toBe(Object.prototype);
  });

  it('carries the server regexp and message key of a plain input', () => {
    const form = compileForm([{ name: 'iban', type: 'input', regexp: '^[A-Z]{2}\\d+$', validation_msg_key: 'PH.ERROR.IBAN', is_required: true }], context);
    expect(form.schema.properties['iban']?.['x-rule']).toEqual({ required: true, pattern: '^[A-Z]{2}\\d+$', messageKey: 'PH.ERROR.IBAN' });
  });
});
