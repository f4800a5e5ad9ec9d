import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { applyCardChoice, NO_CARD_FACTS } from '../../../schemas/compiler/apply-card-choice.ts';
import type { CompiledForm } from '../../../schemas/compiler/compiled-form.ts';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import { createRuleValidator } from '../../../schemas/validators/rjsf-validator.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { DEFAULT_CONTEXT, formContextOf } from '../../playground/form-context.ts';
import { GALLERY_PRESET, PRESETS } from '../../playground/presets.ts';
import rjsfRetrieveSchema from '@rjsf/utils/lib/schema/retrieveSchema.js';
import rjsfGetDefaultFormState from '@rjsf/utils/lib/schema/getDefaultFormState.js';
import retrieveSchema from './retrieve-schema.ts';
import rjsfSchemaHasNestedConditional from '@rjsf/utils/lib/schemaHasNestedConditional.js';
import { createSchemaUtils as rjsfCreateSchemaUtils, optionsList as rjsfOptionsList } from '@rjsf/utils';
import getDefaultFormState from './get-default-form-state.ts';
import createSchemaUtils from './schema-utils.ts';
import schemaHasNestedConditional from './no-nested-conditional.ts';
import rjsfGetTestIds from '@rjsf/utils/lib/getTestIds.js';
import getTestIds from './no-test-ids.ts';
import optionsList from './no-options-list.ts';

/** The keywords a compiled form schema and each of its properties may carry: the stand-ins handle these, and no more. */
const ROOT_KEYWORDS: ReadonlySet<string> = new Set(['type', 'required', 'properties']);
const PROPERTY_KEYWORDS: ReadonlySet<string> = new Set(['type', 'title', 'readOnly', 'x-rule']);

/**
 * Every form schema the cashier hands rjsf: each preset compiled, and again as each of its saved cards shows it
 * (applyCardChoice drops the typed-card fields and may require the CVV), with untokenised and tokenised cards.
 */
function shownForms(form: CompiledForm): CompiledForm[] {
  const savedCards = Object.values(form.uiSchema).flatMap((ui) =>
    Array.isArray(ui) || ui['ui:widget'] !== 'card' ? [] : (ui['ui:options']?.choices ?? []).map((choice) => choice.value),
  );
  const tokenised = { ...NO_CARD_FACTS, tokenised: () => true };
  return [form, ...savedCards.flatMap((card) => [applyCardChoice(form, card), applyCardChoice(form, card, tokenised)])];
}
const COMPILED: readonly (readonly [string, CompiledForm])[] = PRESETS.flatMap((preset) =>
  shownForms(compileForm(preset.parameters, formContextOf(DEFAULT_CONTEXT), fieldTypes)).map((form, index) => [`${preset.id} #${index}`, form] as const),
);
/**
 * The gallery with every property in `required`, which the compiler never does for a checkbox (its rule asks for a
 * tick instead): rjsf defaults a required boolean to false, and the stand-in must too should that ever change.
 */
function everyPropertyRequired(form: CompiledForm): CompiledForm {
  return { ...form, schema: { ...form.schema, required: Object.keys(form.schema.properties) } };
}
const FORMS = [...COMPILED, ...COMPILED.filter(([id]) => id.startsWith(GALLERY_PRESET)).map(([id, form]) => [`${id}, every property required`, everyPropertyRequired(form)] as const)];

/** Form data as the form holds it, and odd data it should never hold, to compare the stand-ins with rjsf on. */
function dataVariants(form: CompiledForm): unknown[] {
  const properties = Object.entries(form.schema.properties);
  const each = (value: (type: string) => unknown): Record<string, unknown> =>
    Object.fromEntries(properties.map(([name, property]) => [name, value(property.type)]));
  return [
    undefined,
    {},
    form.formData,
    each((type) => (type === 'boolean' ? true : '4242')),
    each((type) => (type === 'boolean' ? false : '')),
    each(() => undefined),
    each(() => null),
    { ...form.formData, extra: 'kept', nested: { a: 1, b: [1, { c: 2 }] }, list: [1, null, { d: 3 }] },
    each((type) => (type === 'boolean' ? [true] : { odd: ['value'] })),
    each((type) => (type === 'boolean' ? Number.NaN : 7)),
    null,
    'text',
    Number.NaN,
    [1, 'a', { b: 2 }],
  ];
}

const validator = createRuleValidator<unknown>();

describe.each(FORMS)('the stand-ins agree with rjsf on %s', (_, form) => {
  const schema: RJSFSchema = form.schema;

  it('is a plain schema: one object of string and boolean properties, with no keyword the stand-ins do not handle', () => {
    expect(schema.type).toBe('object');
    expect(Array.isArray(schema.required)).toBe(true);
    for (const keyword of Object.keys(schema)) expect(ROOT_KEYWORDS, keyword).toContain(keyword);
    for (const [name, property] of Object.entries(form.schema.properties)) {
      expect(['string', 'boolean'], name).toContain(property.type);
      for (const keyword of Object.keys(property)) expect(PROPERTY_KEYWORDS, `${name}.${keyword}`).toContain(keyword);
    }
    // rjsf reports a ui:order that misses a property or names one too many in place of the form; the slim ObjectField
    // does not (object-field.tsx).
    expect([...form.uiSchema['ui:order']].sort()).toEqual(Object.keys(form.schema.properties).sort());
  });

  it('retrieveSchema: the very schema rjsf retrieves, for the form and each field', () => {
    for (const data of dataVariants(form)) {
      for (const part of [schema, ...Object.values<RJSFSchema>(form.schema.properties)]) {
        expect(retrieveSchema(validator, part)).toBe(rjsfRetrieveSchema(validator, part, schema, data));
        expect(retrieveSchema(validator, part)).toBe(rjsfRetrieveSchema(validator, part, schema, data, undefined, true));
      }
    }
  });

  it('schemaHasNestedConditional: no field hides a conditional, as rjsf finds too', () => {
    expect(schemaHasNestedConditional()).toBe(rjsfSchemaHasNestedConditional(schema, schema));
  });

  it('SchemaUtils: the answers of rjsf\'s for labels, selects, fields and whether to rebuild', () => {
    const slim = createSchemaUtils(validator, schema);
    const rjsf = rjsfCreateSchemaUtils(validator, schema);
    for (const [name, property] of Object.entries<RJSFSchema>(form.schema.properties)) {
      const ui = form.uiSchema[name];
      const uiSchema = ui === undefined || Array.isArray(ui) ? {} : ui;
      expect(slim.getDisplayLabel(property, uiSchema), name).toBe(rjsf.getDisplayLabel(property, uiSchema));
      expect(slim.isSelect(property), name).toBe(rjsf.isSelect(property));
      expect(slim.findFieldInSchema(schema, [name]), name).toStrictEqual(rjsf.findFieldInSchema(schema, [name], form.formData));
      expect(slim.findFieldInSchema(schema, name), name).toStrictEqual(rjsf.findFieldInSchema(schema, name, form.formData));
    }
    for (const path of [['missing'], ['constructor'], 'missing']) expect(slim.findFieldInSchema(schema, path)).toStrictEqual(rjsf.findFieldInSchema(schema, path));
    expect(slim.getRootSchema()).toBe(rjsf.getRootSchema());
    expect(slim.getValidator()).toBe(rjsf.getValidator());
    const others: [typeof validator, RJSFSchema][] = [[validator, schema], [validator, { ...schema }], [validator, { ...schema, required: [] }], [createRuleValidator<unknown>(), schema]];
    for (const [otherValidator, otherSchema] of others) {
      expect(slim.doesSchemaUtilsDiffer(otherValidator, otherSchema)).toBe(rjsf.doesSchemaUtilsDiffer(otherValidator, otherSchema));
    }
  });

  it('optionsList: no field has choices rjsf would list, for its string or its boolean field', () => {
    for (const [name, property] of Object.entries<RJSFSchema>(form.schema.properties)) {
      const ui = form.uiSchema[name];
      // Without an enum, oneOf or anyOf rjsf lists nothing whatever the uiSchema says.
      expect(optionsList(), name).toBe(rjsfOptionsList(property));
      expect(ui !== undefined && !Array.isArray(ui) && 'enumNames' in (ui['ui:options'] ?? {}), name).toBe(false);
    }
  });

  it('getDefaultFormState: the data rjsf derives, key for key and in its order', () => {
    for (const data of dataVariants(form)) {
      for (const includeUndefined of [false, true, 'excludeObjectChildren'] as const) {
        for (const initialDefaultsGenerated of [false, true]) {
          const expected: unknown = rjsfGetDefaultFormState(validator, schema, data, schema, includeUndefined, {}, undefined, initialDefaultsGenerated);
          const actual = getDefaultFormState(validator, schema, data, schema, includeUndefined);
          expect(actual).toStrictEqual(expected);
          if (typeof expected === 'object' && expected !== null) expect(Object.keys(actual ?? {})).toEqual(Object.keys(expected));
        }
      }
    }
  });
});

it('getTestIds: the empty object rjsf gives a page that is not a test run, such as every browser', () => {
  const environment = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    expect(getTestIds()).toStrictEqual(rjsfGetTestIds());
  } finally {
    process.env['NODE_ENV'] = environment;
  }
});
