import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { savedSinceIn, withSavedSince, type SavedSince } from './saved-since.ts';

const old = { label: 'DE89 •••• •••• 3000 — Deutsche Bank', value: 'req_1181' };
const found = { label: 'Millennium bcp — PT50 •••• •••• 0154', value: 'req_1207' };

const form: CompiledForm = {
  schema: { type: 'object', required: [], properties: {} },
  uiSchema: {
    'ui:order': ['amount', 'payout_account'],
    amount: { 'ui:widget': 'amount' },
    payout_account: { 'ui:widget': 'payoutAccount', 'ui:options': { choices: [old], allowNewAccount: true } },
  },
  formData: { amount: '200', payout_account: 'req_1181' },
  fields: [
    { name: 'amount', role: 'amount', encoding: 'number' },
    { name: 'payout_account', role: 'parameter', encoding: 'text' },
  ],
  problems: [],
};

const choicesOf = (compiled: CompiledForm, field: string): unknown => {
  const ui = compiled.uiSchema[field];
  return ui === undefined || Array.isArray(ui) ? undefined : ui['ui:options']?.choices;
};

describe('the saved accounts a form offers, with those saved since its select answer', () => {
  it.each<[string, SavedSince[], unknown]>([
    ['one found and verified: after the server\'s own', [{ field: 'payout_account', option: found }], [old, found]],
    ['one the answer lists already: once', [{ field: 'payout_account', option: { ...old, label: 'DE89 •••• 3000' } }], [old]],
    ['the same one twice: once', [{ field: 'payout_account', option: found }, { field: 'payout_account', option: found }], [old, found]],
    ['one of a field the form does not have: nothing', [{ field: 'iban', option: found }], [old]],
  ])('%s', (_name, saved, choices) => {
    expect(choicesOf(withSavedSince(form, saved), 'payout_account')).toEqual(choices);
  });

  it('keeps what the form holds, and the other fields', () => {
    const shown = withSavedSince(form, [{ field: 'payout_account', option: found }]);
    expect(shown.formData).toBe(form.formData);
    expect(shown.uiSchema['amount']).toBe(form.uiSchema['amount']);
    expect(shown.uiSchema['payout_account']).toMatchObject({ 'ui:widget': 'payoutAccount', 'ui:options': { allowNewAccount: true } });
  });

  it('is the same form when nothing was saved since', () => {
    expect(withSavedSince(form, [])).toBe(form);
  });
});

describe('the accounts of a field saved since', () => {
  it('are the ids of that field\'s, in the order they were saved', () => {
    const created = { label: 'DE44 •••• 4931', value: '1208' };
    const saved = [{ field: 'payout_account', option: found }, { field: 'iban', option: old }, { field: 'payout_account', option: created }];
    expect(savedSinceIn(saved, 'payout_account')).toEqual(['req_1207', '1208']);
    expect(savedSinceIn(saved, 'wallet')).toEqual([]);
  });
});
