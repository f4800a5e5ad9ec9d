import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../field-widgets/registry.ts';
import type { FormParameter } from '../server/v1/types.ts';
import { ruleErrors } from '../validators/rjsf-validator.ts';
import type { FieldRole, FieldUi } from './compiled-form.ts';
import { compileForm, EXPIRY_FIELD, type FormContext } from './compile-form.ts';

const context: FormContext = {
  flow: 'deposit',
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 10, max_amount: 5000, max_recurring_amount: 300 },
  presetAmount: 50,
  amountBlocks: [20, 50, 100],
};

const compile = (parameters: unknown, ctx: FormContext = context): ReturnType<typeof compileForm> => compileForm(parameters, ctx, fieldTypes);

const cardParameters: FormParameter[] = [
  { name: 'amount', type: 'amount', data_type: 'Float', is_required: true, label: 'Amount' },
  { name: 'card_pan', type: 'cardPan', extended_type: 'card_pan', is_required: true, label: 'Card number' },
  { name: 'month', type: 'expirationDate', extended_type: 'card_exp_month', is_required: true, label: 'Expiry date' },
  { name: 'year', type: 'expirationDate', extended_type: 'card_exp_year', is_required: true, label: 'Expiry date' },
  { name: 'card_cvv', type: 'cardCvv', extended_type: 'card_cvv', is_required: true, label: 'CVV' },
  { name: 'cardholder_name', type: 'input', extended_type: 'card_cardholder_name', is_required: true, label: 'Cardholder name' },
];

describe('compileForm on the card deposit form', () => {
  const form = compile(cardParameters);

  it('keeps the server order, with month and year merged into one MM/YY field', () => {
    expect(form.uiSchema['ui:order']).toEqual(['amount', 'card_pan', EXPIRY_FIELD, 'card_cvv', 'cardholder_name']);
    expect(form.fields.find((field) => field.role === 'expiry')?.parts).toEqual({ month: 'month', year: 'year' });
    expect(form.problems).toEqual([]);
  });

  it('starts the amount at the preset and requires every card field', () => {
    expect(form.formData).toEqual({ amount: '50' });
    expect(form.schema.required).toEqual(['amount', 'card_pan', EXPIRY_FIELD, 'card_cvv', 'cardholder_name']);
  });

  it('names checkout expiry parts card_exp_month and card_exp_year', () => {
    const checkout = compile([
      { name: 'card_exp_year', type: 'input', extended_type: 'card_exp_year' },
      { name: 'card_exp_month', type: 'input', extended_type: 'card_exp_month' },
    ]);
    expect(checkout.fields).toEqual([{ name: EXPIRY_FIELD, role: 'expiry', encoding: 'text', parts: { month: 'card_exp_month', year: 'card_exp_year' } }]);
  });
});

/** Every field type of spec section 3, and every extended type: widget, value type, rule and payload role. */
/** The phone rule of a field carrying its dial code when the server names no countries: any 7 to 15 digits, no dial code 0. */
const ANY_COUNTRY = { masks: [], international: true };

const typeCases: ReadonlyArray<[string, FormParameter, string, Record<string, unknown>, string, string]> = [
  ['amount', { name: 'x', type: 'amount' }, 'amount', { required: true, amount: { min: 10, max: 5000, flow: 'deposit', digits: { integer: 12, decimal: 10 } } }, 'amount', 'string'],
  ['checkbox', { name: 'terms', type: 'checkbox', is_required: true }, 'checkbox', { checked: true }, 'parameter', 'boolean'],
  ['select', { name: 'bank', type: 'select', is_required: true, options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b', is_selected: true }] }, 'select', { required: true, oneOf: ['a', 'b'] }, 'parameter', 'string'],
  ['input', { name: 'note', type: 'input', regexp: '^\\w+$', validation_msg_key: 'PH.X' }, 'input', { pattern: '^\\w+$', messageKey: 'PH.X' }, 'parameter', 'string'],
  ['cardPan', { name: 'pan', type: 'cardPan' }, 'cardPan', { required: true, cardNumber: true }, 'cardNumber', 'string'],
  ['cardCvv', { name: 'cvc', type: 'cardCvv' }, 'cardCvv', { cvv: { cardNumberField: 'card_pan' } }, 'cvv', 'string'],
  ['card', { name: 'card_id', type: 'card', options: [{ label: '•••• 1111', value: 'c1' }] }, 'card', { oneOf: ['c1'] }, 'cardId', 'string'],
  ['userPhoneVisible', { name: 'phone', type: 'userPhoneVisible' }, 'userPhoneVisible', { phone: ANY_COUNTRY, profilePhone: true }, 'parameter', 'string'],
  ['betShop', { name: 'shop', type: 'betShop', is_required: true }, 'betShop', { required: true }, 'parameter', 'string'],
  ['phone', { name: 'tel', type: 'phone' }, 'phone', { phone: ANY_COUNTRY }, 'parameter', 'string'],
  ['date', { name: 'born', type: 'date' }, 'date', { date: { order: 'dmy', separator: '.' } }, 'parameter', 'string'],
  ['file_upload', { name: 'doc', type: 'file_upload' }, 'file_upload', { fileUpload: true }, 'parameter', 'string'],
  ['disabledInputCopy', { name: 'account', type: 'disabledInputCopy' }, 'disabledInputCopy', {}, 'parameter', 'string'],
  ['check', { name: 'shop_check', type: 'check' }, 'check', {}, 'parameter', 'boolean'],
  ['info', { name: 'hint', type: 'info', label: 'Read me' }, 'info', {}, 'display', 'string'],
  ...['user_ip', 'user_email', 'user_country', 'user_first_name', 'user_last_name', 'user_middle_name', 'user_tax_code'].map(
    (type): [string, FormParameter, string, Record<string, unknown>, string, string] => [type, { name: type, type }, type, {}, 'parameter', 'string'],
  ),
  ['user_phone', { name: 'user_phone', type: 'user_phone' }, 'user_phone', { phone: ANY_COUNTRY }, 'parameter', 'string'],
  ['user_verified', { name: 'verified', type: 'user_verified' }, 'user_verified', {}, 'parameter', 'boolean'],
  ['iban', { name: 'iban', type: 'iban', is_required: true }, 'iban', { required: true, iban: true }, 'parameter', 'string'],
];

describe('compileForm on every field type', () => {
  it.each(typeCases)('%s compiles to its widget, value type, rule and role', (_, param, widget, rule, role, valueType) => {
    const form = compile([param]);
    const name = form.uiSchema['ui:order'][0] ?? '';
    expect(form.problems).toEqual([]);
    expect(form.uiSchema[name]).toHaveProperty('ui:widget', widget);
    expect(form.schema.properties[name]?.type).toBe(valueType);
    expect(form.schema.properties[name]?.['x-rule']).toEqual(rule);
    expect(form.fields[0]?.role).toBe(role);
  });
});

/** Every extended type of spec section 3 on the field type it comes with: the field's whole uiSchema and its role. */
const extendedCases: ReadonlyArray<[string, string, FieldUi, FieldRole]> = [
  ['card_pan', 'input', { 'ui:widget': 'cardPan', 'ui:autocomplete': 'cc-number', 'ui:options': { extendedType: 'card_pan', inputMode: 'numeric' } }, 'cardNumber'],
  ['card_cvv', 'input', { 'ui:widget': 'cardCvv', 'ui:autocomplete': 'cc-csc', 'ui:options': { extendedType: 'card_cvv', inputMode: 'numeric' } }, 'cvv'],
  ['card_cardholder_name', 'input', { 'ui:widget': 'input', 'ui:autocomplete': 'cc-name', 'ui:options': { extendedType: 'card_cardholder_name' } }, 'cardholderName'],
  ['bet_shop', 'input', { 'ui:widget': 'betShop', 'ui:options': { extendedType: 'bet_shop', hideError: true, choices: [] } }, 'parameter'],
  ['disabled_input_copy', 'input', { 'ui:widget': 'disabledInputCopy', 'ui:readonly': true, 'ui:options': { extendedType: 'disabled_input_copy', copyable: true } }, 'parameter'],
  ['save_requisites', 'input', { 'ui:widget': 'checkbox', 'ui:options': { extendedType: 'save_requisites', label: false } }, 'parameter'],
  ['phone_with_country', 'input', { 'ui:widget': 'phone', 'ui:autocomplete': 'tel', 'ui:options': { extendedType: 'phone_with_country', inputMode: 'tel', dialCode: 'with' } }, 'parameter'],
  ['phone_without_country', 'phone', { 'ui:widget': 'phone', 'ui:autocomplete': 'tel', 'ui:options': { extendedType: 'phone_without_country', inputMode: 'tel', dialCode: 'without' } }, 'parameter'],
  ['phone_with_country_plus', 'phone', { 'ui:widget': 'phone', 'ui:autocomplete': 'tel', 'ui:options': { extendedType: 'phone_with_country_plus', inputMode: 'tel', dialCode: 'withPlus' } }, 'parameter'],
  ['Phone', 'input', { 'ui:widget': 'phone', 'ui:autocomplete': 'tel', 'ui:options': { extendedType: 'Phone', inputMode: 'tel' } }, 'parameter'],
  ['card_id', 'input', { 'ui:widget': 'input', 'ui:options': { extendedType: 'card_id', hidden: true } }, 'cardId'],
  ['card_bin', 'input', { 'ui:widget': 'input', 'ui:options': { extendedType: 'card_bin', hidden: true } }, 'cardBin'],
  ['credit_card', 'input', { 'ui:widget': 'input', 'ui:options': { extendedType: 'credit_card', hidden: true } }, 'creditCardMarker'],
  ['predefined', 'input', { 'ui:widget': 'input', 'ui:readonly': true, 'ui:options': { extendedType: 'predefined' } }, 'parameter'],
  ['profile_tax_code', 'input', { 'ui:widget': 'input', 'ui:autocomplete': 'off', 'ui:options': { extendedType: 'profile_tax_code' } }, 'parameter'],
  ...['yandex_money', 'qiwi', 'skrill', 'neteller', 'web_money', 'popup', 'custom', 'banks_paymentiq_br'].map(
    (extended): [string, string, FieldUi, FieldRole] => [extended, 'input', { 'ui:widget': 'input', 'ui:options': { extendedType: extended } }, 'parameter'],
  ),
];

describe('compileForm on a payout account', () => {
  it.each([
    ['select', 'payoutAccount'],
    ['input', 'input'],
  ])('compiles a String save_requisites %s as %s (the account, not the save box)', (type, widget) => {
    const form = compile([{ name: 'account', type, extended_type: 'save_requisites', data_type: 'String' }]);
    expect(form.uiSchema['account']).toMatchObject({ 'ui:widget': widget });
  });

  it('accepts a typed account only where new accounts are allowed', () => {
    const param = { name: 'account', type: 'select', extended_type: 'save_requisites', data_type: 'String', is_required: true, options: [{ label: 'DE89', value: 'req_1' }] };
    const allowed = compile([param], { ...context, allowNewPayoutAccount: true });
    const refused = compile([param], { ...context, allowNewPayoutAccount: false });
    expect(allowed.uiSchema['account']).toMatchObject({ 'ui:options': { allowNewAccount: true } });
    expect(ruleErrors(allowed.schema, { account: 'DE89370400440532013000' })).toEqual([]);
    expect(ruleErrors(refused.schema, { account: 'DE89370400440532013000' })).not.toEqual([]);
  });
});

describe('compileForm on every extended type', () => {
  it.each(extendedCases)('%s on a %s compiles to its uiSchema and role', (extended, type, ui, role) => {
    const form = compile([{ name: 'field', type, extended_type: extended }]);
    const name = form.uiSchema['ui:order'][0] ?? '';
    expect(form.problems).toEqual([]);
    expect(form.uiSchema[name]).toEqual(ui);
    expect(form.fields[0]?.role).toBe(role);
  });
});

describe('compileForm on every attribute and data type', () => {
  it.each([
    ['Float', { number: 'Float' }, 'number'],
    ['Integer', { number: 'Integer' }, 'number'],
    ['Boolean', {}, 'boolean'],
    ['String', {}, 'text'],
  ] as const)('data type %s gives rule %j and payload encoding %s', (dataType, rule, encoding) => {
    const form = compile([{ name: 'n', type: 'input', data_type: dataType }]);
    expect(form.schema.properties['n']?.['x-rule']).toEqual(rule);
    expect(form.fields[0]?.encoding).toBe(encoding);
  });

  it('carries placeholder, read-only, user requisite, OTP, payout verification and the empty-list texts', () => {
    const form = compile([
      { name: 'acc', type: 'select', place_holder: 'Pick', is_read_only: true, user_requisite: 'r1', is_otp_requisites: true, verify_new_payout_account: true, user_requisite_type_id: 4, place_holder_empty_list: 'None yet', place_holder_empty_list_error: 'PH.NO_ACCOUNTS' },
    ], { ...context, autoSubmit: true });
    expect(form.uiSchema['acc']).toEqual({
      'ui:widget': 'select',
      'ui:placeholder': 'Pick',
      'ui:readonly': true,
      'ui:options': { verifyNewPayoutAccount: true, userRequisiteTypeId: 4, hideError: true, choices: [], emptyList: { text: 'None yet', errorKey: 'PH.NO_ACCOUNTS' }, autoSubmit: true },
    });
    expect(form.schema.properties['acc']?.readOnly).toBe(true);
    expect(form.formData['acc']).toBe('r1');
    expect(form.fields[0]?.otp).toBe(true);
  });

  it.each([
    ['a single option', [{ label: 'A', value: 'a' }], 'a'],
    ['the option marked is_selected', [{ label: 'A', value: 'a' }, { label: 'B', value: 'b', is_selected: true }], 'b'],
    ['nothing when several and none marked', [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }], undefined],
  ])('preselects %s', (_, options, selected) => {
    expect(compile([{ name: 's', type: 'select', options }]).formData['s']).toBe(selected);
  });

  it('gives a postal code a minimum length of 3 and a withdrawal amount the balance', () => {
    expect(compile([{ name: 'postal_code', type: 'input' }]).schema.properties['postal_code']?.['x-rule']).toEqual({ minLength: 3 });
    const withdrawal = compile([{ name: 'amount', type: 'amount' }], { ...context, flow: 'withdrawal', userBalance: 70 });
    expect(withdrawal.schema.properties['amount']?.['x-rule']['amount']).toEqual({ min: 10, max: 5000, flow: 'withdrawal', digits: { integer: 12, decimal: 10 }, balance: 70 });
  });
});

describe('compileForm on a saved-card list', () => {
  const savedCards: FormParameter = {
    name: 'card_id',
    type: 'card',
    is_required: true,
    options: [
      { label: 'Visa •••• 1111 (09/29)', value: 'crd_1' },
      { label: 'New card', value: 'new', is_selected: true },
      { label: 'Mastercard •••• 4444 (03/27)', value: 'crd_2' },
      { label: 'Blank', value: '' },
    ],
  };

  it('drops the "new card" options (value new or blank): the widget\'s own new-card choice stands for them', () => {
    const form = compile([savedCards]);
    expect(form.uiSchema['card_id']).toHaveProperty(['ui:options', 'choices'], [{ label: 'Visa •••• 1111 (09/29)', value: 'crd_1' }, { label: 'Mastercard •••• 4444 (03/27)', value: 'crd_2' }]);
    expect(form.schema.properties['card_id']?.['x-rule']).toEqual({ oneOf: ['crd_1', 'crd_2'] });
    expect(form.formData['card_id']).toBeUndefined();
  });

  it('never requires a saved card: choosing none means a new card', () => {
    expect(compile([savedCards]).schema.required).not.toContain('card_id');
  });
});
