import { describe, expect, it } from 'vitest';
import type { FormParameter } from '../server/v1/types.ts';
import { withoutSavedCards } from './without-saved-cards.ts';

const options = [
  { label: 'Visa •••• 1111', value: 'c1' },
  { label: 'Mastercard •••• 4444', value: 'c2' },
];
const byType: FormParameter = { name: 'card_id', type: 'card', options };
const byExtendedType: FormParameter = { name: 'saved', type: 'select', extended_type: 'card_id', options };
const otherSelect: FormParameter = { name: 'bank', type: 'select', options };

describe('withoutSavedCards', () => {
  it.each<[string, FormParameter, string[]]>([
    ['a card list drops the deleted card', byType, ['c1']],
    ['a card_id select drops the deleted card', byExtendedType, ['c1']],
    ['another select keeps every option', otherSelect, ['c1', 'c2']],
  ])('%s', (_, param, values) => {
    const [kept] = withoutSavedCards([param], new Set(['c2']));
    expect(kept?.options?.map((option) => option.value)).toEqual(values);
  });

  it('returns the same list when nothing was deleted', () => {
    const parameters = [byType];
    expect(withoutSavedCards(parameters, new Set())).toBe(parameters);
  });
});
