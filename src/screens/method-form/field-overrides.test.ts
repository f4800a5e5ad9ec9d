import { describe, expect, it } from 'vitest';
import { compileForm, type FormContext } from '../../../schemas/compiler/compile-form.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { canSend } from './can-send.ts';
import { hasOverrideError, outsideErrors, shownRuleErrors, withOverrides, type FieldOverrides } from './field-overrides.ts';

const context: FormContext = {
  flow: 'withdrawal',
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 1, max_amount: 10 },
};
const form = compileForm(
  [
    { name: 'account', type: 'input', is_required: true, regexp: '^\\d{4}$' },
    { name: 'payout', type: 'select', options: [], place_holder_empty_list: 'None yet' },
  ],
  context,
  fieldTypes,
);
const upper = (key: string): string => key.toUpperCase();

describe('withOverrides', () => {
  it('disables a field and sets its empty-list text, keeping its other options', () => {
    const applied = withOverrides(form, { payout: { disabled: true, emptyListText: 'Add an account first' } });
    expect(applied.uiSchema['payout']).toMatchObject({ 'ui:disabled': true, 'ui:options': { choices: [], emptyList: { text: 'Add an account first' } } });
    expect(applied.uiSchema['account']).toBe(form.uiSchema['account']);
    expect(applied.schema).toBe(form.schema);
  });

  it('an error (it travels as an extra error) takes the place of the field\'s empty-list error: one message says why', () => {
    const applied = withOverrides(form, { payout: { disabled: true, error: 'APP.PAYOUT.NEW_ACCOUNT_DISABLED' } });
    expect(applied.uiSchema['payout']).toMatchObject({ 'ui:disabled': true, 'ui:options': { emptyList: { text: 'None yet', errorKey: null } } });
  });

  it.each<[string, FieldOverrides]>([
    ['no overrides', {}],
    ['a blank error', { account: { error: '' } }],
    ['a field the form does not have', { missing: { disabled: true, error: 'PH.X' } }],
  ])('returns the same form for %s', (_, overrides) => {
    expect(withOverrides(form, overrides)).toBe(form);
  });
});

describe('outsideErrors (rjsf extraErrors)', () => {
  it.each<[string, Record<string, string[]>, FieldOverrides, string[], Record<string, unknown>]>([
    ['none', {}, {}, [], {}],
    ['server errors, translated', { account: ['e.one', 'e.two'] }, {}, [], { account: { __errors: ['E.ONE', 'E.TWO'] } }],
    ['a server error on an edited field is gone', { account: ['e.one'], payout: ['e.two'] }, {}, ['account'], { payout: { __errors: ['E.TWO'] } }],
    ['an override error joins the server one, once', { account: ['e.one'] }, { account: { error: 'e.one' }, payout: { error: 'e.three' } }, [], { account: { __errors: ['E.ONE'] }, payout: { __errors: ['E.THREE'] } }],
    ['an override error stays on an edited field', {}, { account: { error: 'e.one' } }, ['account'], { account: { __errors: ['E.ONE'] } }],
    ['blank keys are no error', { account: [''] }, { payout: { error: '' } }, [], {}],
  ])('%s', (_, server, overrides, edited, errors) => {
    expect(outsideErrors(server, overrides, new Set(edited), upper)).toEqual(errors);
  });
});

describe('shownRuleErrors', () => {
  const required = (name: string) => ({ property: `.${name}`, name: 'required' });
  it.each<[string, FieldOverrides, string[]]>([
    ['no overrides: every error', {}, ['.account', '.payout']],
    ['none on a disabled field, which the user cannot fill', { payout: { disabled: true, error: 'PH.X' } }, ['.account']],
    ['an error alone does not hide the field\'s rules', { payout: { error: 'PH.X' } }, ['.account', '.payout']],
  ])('%s', (_, overrides, shown) => {
    expect(shownRuleErrors([required('account'), required('payout')], overrides).map(({ property }) => property)).toEqual(shown);
  });
});

describe('canSend (every rule, whatever was touched, and no manual error)', () => {
  it.each<[string, Record<string, string>, FieldOverrides, boolean]>([
    ['a valid form', { account: '1234' }, {}, true],
    ['a required field empty', {}, {}, false],
    ['a field failing its pattern', { account: '12' }, {}, false],
    ['a manual error standing', { account: '1234' }, { payout: { error: 'PH.X' } }, false],
    ['a disabled field without an error', { account: '1234' }, { payout: { disabled: true } }, true],
  ])('%s -> %s', (_, values, overrides, sendable) => {
    expect(canSend(form, values, overrides)).toBe(sendable);
    expect(hasOverrideError(overrides)).toBe(Object.values(overrides).some((override) => override.error !== undefined));
  });
});
