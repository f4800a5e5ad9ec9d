import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { withChosenCard } from './chosen-card.ts';

const form: CompiledForm = {
  schema: { type: 'object', required: [], properties: {} },
  uiSchema: {
    'ui:order': ['amount', 'card_id'],
    amount: { 'ui:widget': 'amount' },
    card_id: { 'ui:widget': 'card', 'ui:options': { choices: [{ label: 'Visa •••• 1111', value: 'crd_1' }, { label: 'Mastercard •••• 4444', value: 'crd_2' }] } },
  },
  formData: { amount: '100', card_id: 'crd_1' },
  fields: [
    { name: 'amount', role: 'amount', encoding: 'number' },
    { name: 'card_id', role: 'cardId', encoding: 'text' },
  ],
  problems: [],
};

describe('the card picked on the withdrawal card list', () => {
  it.each([
    ['another saved card', { cardId: 'crd_2' }, { amount: '100', card_id: 'crd_2' }],
    ['a new card', { cardId: null }, { amount: '100' }],
    ['a card the form does not offer', { cardId: 'crd_9' }, { amount: '100', card_id: 'crd_1' }],
    ['nothing picked', null, { amount: '100', card_id: 'crd_1' }],
  ] as const)('%s', (_, chosen, formData) => {
    expect(withChosenCard(form, chosen).formData).toEqual(formData);
  });
});
