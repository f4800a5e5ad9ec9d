import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../field-widgets/registry.ts';
import { capFields, MAX_FORM_FIELDS } from './field-cap.ts';
import { compileForm } from './compile-form.ts';

const inputs = (count: number): Array<{ name: string; type: string }> =>
  Array.from({ length: count }, (_, index) => ({ name: `f${String(index)}`, type: 'input' }));

describe('the field cap', () => {
  it.each<[string, number, number, RegExp | null]>([
    ['no parameters', 0, 0, null],
    ['a usual form', 12, 12, null],
    ['exactly the cap', MAX_FORM_FIELDS, MAX_FORM_FIELDS, null],
    ['one over the cap', MAX_FORM_FIELDS + 1, MAX_FORM_FIELDS, /has 201 parameters; only the first 200/],
    ['a flood', 100_000, MAX_FORM_FIELDS, /has 100000 parameters/],
  ])('%s: %i parameters keep %i', (_, count, kept, problem) => {
    const result = capFields(inputs(count));
    expect(result.kept).toHaveLength(kept);
    if (problem === null) expect(result.problem).toBeNull();
    else expect(result.problem?.message).toMatch(problem);
  });

  it('cuts the compiled form and names the cut in its problem list', () => {
    const form = compileForm(inputs(MAX_FORM_FIELDS + 5), {
      flow: 'deposit',
      currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
      limits: { min_amount: 1, max_amount: 10 },
    }, fieldTypes);
    expect(form.uiSchema['ui:order']).toHaveLength(MAX_FORM_FIELDS);
    expect(form.uiSchema['ui:order'].at(-1)).toBe(`f${String(MAX_FORM_FIELDS - 1)}`);
    expect(form.problems).toEqual([{ index: -1, message: 'The form has 205 parameters; only the first 200 are shown.' }]);
  });
});
