import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { savedSinceIn, savedSinceOf, withEntry, withSavedSince, type SavedSince } from './saved-since.ts';

const old = { label: 'DE89 •••• •••• 3000 — Deutsche Bank', value: 'req_1181' };
const found = { label: 'Millennium bcp — PT50 •••• •••• 0154', value: 'req_1207' };
/** An account saved since, confirmed with its code. */
const since = (field: string, option: { label: string; value: string }, confirmed = true): SavedSince => ({ field, option, confirmed });

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

/** How the form marks an account its code has not confirmed yet (the user's language says it). */
const unconfirmed = (label: string): string => `${label} (not confirmed)`;

const choicesOf = (compiled: CompiledForm, field: string): unknown => {
  const ui = compiled.uiSchema[field];
  return ui === undefined || Array.isArray(ui) ? undefined : ui['ui:options']?.choices;
};

describe('the saved accounts a form offers, with those saved since its select answer', () => {
  it.each<[string, SavedSince[], unknown]>([
    ['one found and verified: after the server\'s own', [since('payout_account', found)], [old, found]],
    ['one found, not confirmed yet: offered too, marked so', [since('payout_account', found, false)], [old, { ...found, label: 'Millennium bcp — PT50 •••• •••• 0154 (not confirmed)' }]],
    ['one confirmed since: no longer marked', [since('payout_account', found, false), since('payout_account', found)].reduce(withEntry, []), [old, found]],
    ['one the answer lists already: once', [since('payout_account', { ...old, label: 'DE89 •••• 3000' })], [old]],
    ['one the answer lists already, under another form of its id: once', [since('payout_account', { ...old, value: '1181' })], [old]],
    ['the same one twice: once', [since('payout_account', found), since('payout_account', found)], [old, found]],
    ['one of a field the form does not have: nothing', [since('iban', found)], [old]],
  ])('%s', (_name, saved, choices) => {
    expect(choicesOf(withSavedSince(form, saved, unconfirmed), 'payout_account')).toEqual(choices);
  });

  it('keeps what the form holds, and the other fields', () => {
    const shown = withSavedSince(form, [since('payout_account', found)], unconfirmed);
    expect(shown.formData).toBe(form.formData);
    expect(shown.uiSchema['amount']).toBe(form.uiSchema['amount']);
    expect(shown.uiSchema['payout_account']).toMatchObject({ 'ui:widget': 'payoutAccount', 'ui:options': { allowNewAccount: true } });
  });

  it('is the same form when nothing was saved since', () => {
    expect(withSavedSince(form, [], unconfirmed)).toBe(form);
  });
});

describe('the accounts of a field saved since', () => {
  it('are the ids of that field\'s, in the order they were saved', () => {
    const created = { label: 'DE44 •••• 4931', value: '1208' };
    const saved = [since('payout_account', found), since('iban', old), since('payout_account', created)];
    expect(savedSinceIn(saved, 'payout_account')).toEqual(['req_1207', '1208']);
    expect(savedSinceIn(saved, 'wallet')).toEqual([]);
  });

  it('name one by its id, in whichever form the server gave it', () => {
    const saved = [since('payout_account', found, false), since('iban', { ...found, value: 'req_1208' })];
    expect(savedSinceOf(saved, 'payout_account', '1207')).toBe(saved[0]);
    expect(savedSinceOf(saved, 'payout_account', 'req_1208')).toBeUndefined();
    expect(savedSinceOf(saved, 'iban', '1208')).toBe(saved[1]);
  });

  it('take a confirmed account in the place of its unconfirmed entry, and a new one after them', () => {
    const created = since('payout_account', { label: 'DE44 •••• 4931', value: '1208' }, false);
    const saved = [since('payout_account', found, false), created];
    expect(withEntry(saved, since('payout_account', found))).toEqual([since('payout_account', found), created]);
    expect(withEntry([created], since('payout_account', found, false))).toEqual([created, since('payout_account', found, false)]);
  });
});
