import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../field-widgets/registry.ts';
import { ruleValidator } from '../validators/rjsf-validator.ts';
import type { FormParameter } from '../server/v1/types.ts';
import { compileForm, type FormContext } from './compile-form.ts';
import type { CompiledForm } from './compiled-form.ts';
import { fieldTypeOf } from './extended-types.ts';
import { FORBIDDEN_KEYS } from './field-name.ts';
import { installPatternEngine } from '../patterns/pattern-engine.ts';
import { compileRe2Pattern } from '../patterns/re2-pattern.ts';

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
    ['a backreference keeps the field, without it', [{ name: 'r', type: 'input', regexp: '^(a)\\1$' }], ['r'], /backreference or lookaround/],
    ['a lookahead keeps the field, without it', [{ name: 'r', type: 'input', regexp: '^(?=\\d)\\w+$' }], ['r'], /backreference or lookaround/],
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

  it('keeps a catastrophic regexp, which the linear-time engine runs fast on a long value', () => {
    const form = compile([{ name: 'r', type: 'input', regexp: '^(a+)+$' }]);
    expect(form.problems).toEqual([]);
    const started = performance.now();
    const { errors } = ruleValidator.validateFormData({ r: `${'a'.repeat(999)}!` }, form.schema);
    expect(performance.now() - started).toBeLessThan(500);
    expect(errors.map(({ name }) => name)).toEqual(['PH.ERROR.FIELD_HAS_ERROR']);
  });

  it('reports a regexp compiled before the engine was loaded', () => {
    installPatternEngine(undefined);
    try {
      expect(messages([{ name: 'r', type: 'input', regexp: '^\\d+$' }])).toMatch(/before the pattern engine was loaded/);
    } finally {
      installPatternEngine(compileRe2Pattern);
    }
  });

  it('refuses form data with a prototype key and pollutes nothing', () => {
    const form = compile([{ name: 'a', type: 'input', is_required: true }]);
    const { errors } = ruleValidator.validateFormData(JSON.parse('{"a":"x","__proto__":{"polluted":1}}'), form.schema);
    expect(errors.map(({ name }) => name)).toEqual(['PH.ERROR.FORBIDDEN_KEY']);
    expect(Reflect.get({}, 'polluted')).toBeUndefined();
  });
});

const TYPES = Object.keys(fieldTypes);
const NAME = /^[a-z_][a-z0-9_]{0,12}$/;
const attributes = {
  data_type: fc.constantFrom('String', 'Float', 'Integer', 'Boolean'),
  label: fc.string({ maxLength: 12 }),
  is_required: fc.boolean(),
  is_read_only: fc.boolean(),
  options: fc.array(fc.record({ label: fc.string({ maxLength: 5 }), value: fc.string({ maxLength: 5 }), is_selected: fc.boolean() }), { maxLength: 3 }),
};

/** Parameters of the server's shape, with what the compiler must report: unknown types, bad regexps, lone expiry parts. */
const wellFormed = fc.record(
  {
    ...attributes,
    name: fc.stringMatching(NAME),
    type: fc.constantFrom(...TYPES, 'hologram'),
    extended_type: fc.constantFrom('card_pan', 'card_exp_month', 'card_exp_year', 'phone_with_country', 'credit_card', 'custom', 'bet_shop'),
    regexp: fc.oneof(fc.constantFrom('^\\d+$', '([', '^(a+)+$', '(a)\\1'), fc.string({ maxLength: 12 })),
  },
  { requiredKeys: ['type'] },
);

/** The name a parameter's field ends up with: a CVV and an amount have fixed names (fields/cvv.ts, compile-form.ts). */
function fieldNameOf(param: FormParameter & { name: string }): string {
  if (fieldTypeOf(param, (type) => Object.hasOwn(fieldTypes, type)) === 'cardCvv') return 'card_cvv';
  return param.type === 'amount' ? 'amount' : param.name;
}

/** An expiry month and its year: the only expiry parameters with nothing to report. */
const EXPIRY_PAIR = [
  { name: 'month', type: 'expirationDate', extended_type: 'card_exp_month', is_required: true },
  { name: 'year', type: 'expirationDate', extended_type: 'card_exp_year', is_required: true },
];

/**
 * Lists with nothing to report: registered types, usable names, one field per name, regexps that compile safely, and
 * expiry parts only as a month-and-year pair (inserted anywhere, or not at all).
 */
const cleanList = fc
  .tuple(
    fc.uniqueArray(
      fc.record(
        {
          ...attributes,
          name: fc.stringMatching(NAME).filter((name) => !FORBIDDEN_KEYS.has(name)),
          // A saved-card list (card) brings the typed-card fields of "New card" with it: more fields than parameters.
          type: fc.constantFrom(...TYPES.filter((type) => type !== 'expirationDate' && type !== 'card')),
          extended_type: fc.constantFrom('card_pan', 'card_cvv', 'phone_with_country', 'phone_without_country', 'credit_card', 'custom', 'bet_shop', 'predefined'),
          regexp: fc.constantFrom('^\\d+$', '^[A-Za-z ]*$', '^\\S{2,10}$', ''),
        },
        { requiredKeys: ['name', 'type'] },
      ),
      { maxLength: 8, selector: fieldNameOf },
    ),
    fc.option(fc.nat()),
  )
  .map(([parameters, expiryAt]) => {
    if (expiryAt === null) return { parameters, fieldCount: parameters.length };
    const at = expiryAt % (parameters.length + 1);
    return { parameters: [...parameters.slice(0, at), ...EXPIRY_PAIR, ...parameters.slice(at)], fieldCount: parameters.length + 1 };
  });

/** Problems that mean a compile step threw: a bug, which compileForm survives but a test must not. */
const thrown = (form: CompiledForm): string[] => form.problems.map(({ message }) => message).filter((message) => message.includes('could not be compiled'));

describe('compileForm properties (fast-check)', () => {
  it('compiles any list of the server\'s shape with no compile step throwing, and validates any form data', () => {
    fc.assert(
      fc.property(fc.array(wellFormed, { maxLength: 8 }), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue()), (parameters, data) => {
        const form = compile(parameters);
        expect(thrown(form)).toEqual([]);
        ruleValidator.validateFormData({ ...form.formData, ...data }, form.schema);
        expect(form.uiSchema['ui:order']).toHaveLength(Object.keys(form.schema.properties).length);
        // The production build drops rjsf's $ref resolver and allOf merger (vite.config.ts): no form may need them.
        expect(JSON.stringify(form.schema)).not.toMatch(/"(allOf|\$ref|\$id)"/);
      }),
      { numRuns: 300 },
    );
  });

  it('compiles a list with nothing to report into one field per parameter, and no problem', () => {
    fc.assert(
      fc.property(cleanList, ({ parameters, fieldCount }) => {
        const form = compile(parameters);
        expect(form.problems).toEqual([]);
        expect(form.fields).toHaveLength(fieldCount);
      }),
      { numRuns: 300 },
    );
  });

  it('answers any JSON with fields and a clear problem list, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 6 })), (json) => {
        const form = compile(json);
        expect(thrown(form)).toEqual([]);
        for (const problem of form.problems) expect(problem.message).toMatch(/^(Parameter \d+|The form|Field ")/);
      }),
      { numRuns: 300 },
    );
  });
});
