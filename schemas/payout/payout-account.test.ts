import { describe, expect, it } from 'vitest';
import type { CompiledField, FieldUi } from '../compiler/compiled-form.ts';
import { newAccountAllowed } from './new-account.ts';
import { isNewPayoutAccount, lockedAccountFields, payoutAccountFields } from './payout-account.ts';

const account = (choices: string[]): FieldUi => ({
  'ui:widget': 'payoutAccount',
  'ui:options': { userRequisiteTypeId: 3, choices: choices.map((value) => ({ label: value, value })) },
});
const field = (name: string, role: CompiledField['role'] = 'parameter'): CompiledField => ({ name, role, encoding: 'text' });

const accounts = {
  fields: [field('amount', 'amount'), field('payout_account'), field('note')],
  uiSchema: { 'ui:order': ['amount', 'payout_account', 'note'], amount: { 'ui:widget': 'amount' }, payout_account: account(['req_1', 'req_2']), note: { 'ui:widget': 'input' } },
};
const empty = { ...accounts, uiSchema: { ...accounts.uiSchema, payout_account: account([]) } };
const cards = {
  fields: [field('card_id', 'cardId'), field('card_pan', 'cardNumber')],
  uiSchema: { 'ui:order': ['card_id', 'card_pan'], card_id: { 'ui:widget': 'card' }, card_pan: { 'ui:widget': 'cardPan' } },
};

describe('payout-account fields', () => {
  it('are the fields naming a requisite type or a verification', () => {
    expect(payoutAccountFields(accounts)).toEqual(['payout_account']);
    expect(payoutAccountFields(cards)).toEqual([]);
  });
});

describe('is_new_payout_account', () => {
  it.each([
    ['a saved account', accounts, { payout_account: 'req_2' }, false],
    ['an account typed in place of the saved ones', accounts, { payout_account: 'DE89370400440532013000' }, true],
    ['no account yet', accounts, { payout_account: '  ' }, false],
    ['a saved card', cards, { card_id: 'crd_1', card_pan: '' }, false],
    ['a new card typed', cards, { card_pan: '4111 1111 1111 1111' }, true],
  ] as const)('%s: %s', (_, form, values, expected) => {
    expect(isNewPayoutAccount(form, values)).toBe(expected);
  });
});

describe('verification disabled for a new payout account (spec section 4)', () => {
  it.each([
    ['allowed', {}, true],
    ['not allowed', { allow_new_payout_account: false }, false],
    ['verification blocked', { allow_new_payout_account: true, payout_account_verification_blocked: true }, false],
  ] as const)('a new account %s', (_, rules, allowed) => {
    expect(newAccountAllowed(rules)).toBe(allowed);
  });

  it('locks only an account field with nothing saved to choose, and only when a new account cannot be added', () => {
    expect(lockedAccountFields(empty, { allow_new_payout_account: false })).toEqual(['payout_account']);
    expect(lockedAccountFields(accounts, { allow_new_payout_account: false })).toEqual([]);
    expect(lockedAccountFields(empty, { allow_new_payout_account: true })).toEqual([]);
  });

  it('locks a saved-card field with no saved card the same way', () => {
    expect(lockedAccountFields(cards, { payout_account_verification_blocked: true })).toEqual(['card_id']);
    const saved = { ...cards, uiSchema: { ...cards.uiSchema, card_id: { 'ui:widget': 'card', 'ui:options': { choices: [{ label: 'Visa •••• 1111', value: 'crd_1' }] } } } };
    expect(lockedAccountFields(saved, { payout_account_verification_blocked: true })).toEqual([]);
  });
});
