import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../field-widgets/registry.ts';
import { ruleValidator } from '../validators/rjsf-validator.ts';
import { compileForm, type FormContext } from './compile-form.ts';

const context: FormContext = {
  flow: 'deposit',
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 1, max_amount: 100 },
};
const compile = (parameters: unknown): ReturnType<typeof compileForm> => compileForm(parameters, context, fieldTypes);
const messages = (parameters: unknown): string => compile(parameters).problems.map(({ message }) => message).join('\n');

describe('compileForm on hostile parameters', () => {
  it.each([
    ['an unknown type renders as a text input, reported once', [{ name: 'x', type: 'hologram' }], ['x'], /unknown field type/],
    ['a parameter without a name is skipped', [{ type: 'input' }], [], /has no name/],
    ['__proto__ as a name is refused', [{ name: '__proto__', type: 'input' }], [], /forbidden name "__proto__"/],
    ['constructor as a name is refused', [{ name: 'constructor', type: 'input' }], [], /forbidden name "constructor"/],
    ['a prototype key in the descriptor is refused', [JSON.parse('{"name":"a","type":"input","__proto__":{"polluted":1}}')], [], /forbidden key "__proto__"/],
    ['a prototype key in an option is refused', [{ name: 's', type: 'select', options: [JSON.parse('{"label":"a","value":"a","__proto__":{}}')] }], [], /forbidden key/],
    ['a month without a year is reported', [{ name: 'month', type: 'expirationDate', extended_type: 'card_exp_month' }], [], /without its year/],
    ['a duplicate name keeps the first', [{ name: 'a', type: 'input' }, { name: 'a', type: 'input' }], ['a'], /appears twice/],
    ['an invalid regexp keeps the field, without it', [{ name: 'r', type: 'input', regexp: '([' }], ['r'], /does not compile/],
    ['a catastrophic regexp keeps the field, without it', [{ name: 'r', type: 'input', regexp: '^(a+)+$' }], ['r'], /catastrophic/],
    ['a list that is not a list gives no fields', { name: 'a' }, [], /not a list/],
  ])('%s', (_, parameters, order, problem) => {
    const form = compile(parameters);
    expect(form.uiSchema['ui:order']).toEqual(order);
    expect(messages(parameters)).toMatch(problem);
    expect(Object.getPrototypeOf(form.schema.properties)).toBe(Object.prototype);
    expect(Reflect.get({}, 'polluted')).toBeUndefined();
  });

  it('reports an unknown type exactly once', () => {
    expect(compile([{ name: 'x', type: 'hologram' }]).problems).toHaveLength(1);
  });

  it('drops the catastrophic regexp so typing a long value stays fast', () => {
    const form = compile([{ name: 'r', type: 'input', regexp: '^(a+)+$' }]);
    const started = performance.now();
    ruleValidator.validateFormData({ r: `${'a'.repeat(40)}!` }, form.schema);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses form data with a prototype key and pollutes nothing', () => {
    const form = compile([{ name: 'a', type: 'input', is_required: true }]);
    const { errors } = ruleValidator.validateFormData(JSON.parse('{"a":"x","__proto__":{"polluted":1}}'), form.schema);
    expect(errors.map(({ name }) => name)).toEqual(['PH.ERROR.FORBIDDEN_KEY']);
    expect(Reflect.get({}, 'polluted')).toBeUndefined();
  });
});

const TYPES = Object.keys(fieldTypes);
const wellFormed = fc.record(
  {
    name: fc.stringMatching(/^[a-z_][a-z0-9_]{0,12}$/),
    type: fc.constantFrom(...TYPES, 'hologram'),
    extended_type: fc.constantFrom('card_pan', 'card_exp_month', 'card_exp_year', 'phone_with_country', 'credit_card', 'custom', 'bet_shop'),
    data_type: fc.constantFrom('String', 'Float', 'Integer', 'Boolean'),
    regexp: fc.oneof(fc.constantFrom('^\\d+$', '([', '^(a+)+$'), fc.string({ maxLength: 12 })),
    label: fc.string({ maxLength: 12 }),
    is_required: fc.boolean(),
    is_read_only: fc.boolean(),
    options: fc.array(fc.record({ label: fc.string({ maxLength: 5 }), value: fc.string({ maxLength: 5 }), is_selected: fc.boolean() }), { maxLength: 3 }),
  },
  { requiredKeys: ['type'] },
);

describe('compileForm properties (fast-check)', () => {
  it('compiles any well-formed list and validates any form data without throwing', () => {
    fc.assert(
      fc.property(fc.array(wellFormed, { maxLength: 8 }), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue()), (parameters, data) => {
        const form = compile(parameters);
        ruleValidator.validateFormData({ ...form.formData, ...data }, form.schema);
        expect(form.uiSchema['ui:order']).toHaveLength(Object.keys(form.schema.properties).length);
        // The production build drops rjsf's $ref resolver and allOf merger (vite.config.ts): no form may need them.
        expect(JSON.stringify(form.schema)).not.toMatch(/"(allOf|\$ref|\$id)"/);
      }),
      { numRuns: 300 },
    );
  });

  it('answers any JSON with fields and a clear problem list, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 6 })), (json) => {
        const form = compile(json);
        for (const problem of form.problems) expect(problem.message).toMatch(/^(Parameter \d+|The form|Field ")/);
      }),
      { numRuns: 300 },
    );
  });
});
