import { describe, expect, it } from 'vitest';
import { labelFits } from './account-label-fits.ts';
import { createdAccount, findSavedAccount, savedAccountsOf, type SavedAccountLookup, type SavedAccountOption } from './saved-account.ts';

const IBAN = 'PT50000201231234567890154';
const old: SavedAccountOption = { label: 'DE89 •••• •••• 3000 — Deutsche Bank', value: 'req_1181' };
const created: SavedAccountOption = { label: 'PT50 •••• •••• 0154 — Millennium bcp', value: 'req_1207' };
const bankFirst: SavedAccountOption = { label: 'Millennium bcp — PT50 •••• •••• 0154', value: 'req_1207' };
const before = new Set([old.value]);

describe('findSavedAccount (a new payout account after a create with an unknown outcome)', () => {
  it.each<[string, SavedAccountOption[], ReadonlySet<string>, SavedAccountLookup]>([
    ['saved since the create: found by its id', [old, created], before, { found: created }],
    ['saved since the create, its bank named first: found', [old, bankFirst], before, { found: bankFirst }],
    ['not saved', [old], before, 'absent'],
    ['no saved account at all', [], new Set(), 'absent'],
    ['saved before the create: not the one it created', [old, created], new Set([old.value, created.value]), 'absent'],
    ['another new account only', [old, { label: 'FR76 •••• 0189', value: 'req_1208' }], before, 'absent'],
    ['two new ones that fit', [old, created, { ...created, value: 'req_1209' }], before, 'unclear'],
    ['two new ones that fit, one with its bank named first', [old, created, { ...bankFirst, value: 'req_1209' }], before, 'unclear'],
    ['saved before the create under its requisite_id, listed under another form of it', [old, created], new Set([old.value, '1207']), 'absent'],
    ['two that fit, one saved before under its requisite_id', [old, { ...created, value: 'req_1208' }, { ...bankFirst, value: 'req_1209' }], new Set([old.value, '1208']), { found: { ...bankFirst, value: 'req_1209' } }],
    ['another new account, its bank named first', [old, { label: 'Millennium bcp — PT50 •••• •••• 1054', value: 'req_1208' }], before, 'absent'],
  ])('%s', (_name, options, known, expected) => {
    expect(findSavedAccount(IBAN, options, known)).toEqual(expected);
  });
});

describe('savedAccountsOf', () => {
  it.each<[string, string, readonly SavedAccountOption[]]>([
    ['the field named', 'account', [old]],
    ['a field without options', 'amount', []],
    ['no such field', 'iban', []],
  ])('%s', (_name, field, expected) => {
    expect(savedAccountsOf([{ name: 'amount' }, { name: 'account', options: [old] }], field)).toEqual(expected);
  });
});

describe('createdAccount (a new payout account once created, among the saved ones)', () => {
  it.each([
    ['an IBAN: its first and last 4', 'DE44500105175407324931', 'DE44 •••• 4931'],
    ['typed with spaces, in lower case: as stored', 'pt50 0002 0123 1234 5678 9015 4', 'PT50 •••• 0154'],
    ['a short account: a third at each end', 'W1234567', 'W1 •••• 67'],
    ['two characters: all hidden', 'W1', '••••'],
  ])('%s', (_name, typed, label) => {
    expect(createdAccount(typed, '1208')).toEqual({ label, value: '1208' });
  });

  it.each(['DE44500105175407324931', 'W1234567', 'ABC', 'W1'])('its label fits what was typed: %s', (typed) => {
    expect(labelFits(createdAccount(typed, '1208').label, typed)).toBe(true);
  });
});
