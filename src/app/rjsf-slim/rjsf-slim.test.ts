import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { applyCardChoice, NO_CARD_FACTS } from '../../../schemas/compiler/apply-card-choice.ts';
import type { CompiledForm } from '../../../schemas/compiler/compiled-form.ts';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import { createRuleValidator } from '../../../schemas/validators/rjsf-validator.ts';
import { fieldTypes, fieldWidgets } from '../../../field-widgets/registry.ts';
import { withErrorVisibility } from '../../../field-widgets/templates/error-visibility.tsx';
import { DEFAULT_CONTEXT, formContextOf } from '../../playground/form-context.ts';
import { GALLERY_PRESET, PRESETS } from '../../playground/presets.ts';
import fields from './fields.ts';
import templates from './templates.ts';
import deepEquals from './deep-equals.ts';
import rjsfDeepEquals from '@rjsf/utils/lib/deepEquals.js';
import rjsfRetrieveSchema from '@rjsf/utils/lib/schema/retrieveSchema.js';
import rjsfGetDefaultFormState from '@rjsf/utils/lib/schema/getDefaultFormState.js';
import rjsfGetWidget from '@rjsf/utils/lib/getWidget.js';
import { TranslatableString as rjsfTexts } from '@rjsf/utils/lib/enums.js';
import retrieveSchema, { resolveDependencies } from './retrieve-schema.ts';
import omitExtraData from './no-omit-extra-data.ts';
import findSchemaDefinition from './no-schema-definitions.ts';
import { TranslatableString } from './translatable-strings.ts';
import getWidget from './get-widget.ts';
import rjsfSchemaHasNestedConditional from '@rjsf/utils/lib/schemaHasNestedConditional.js';
import { createSchemaUtils as rjsfCreateSchemaUtils } from '@rjsf/utils';
import getDefaultFormState from './get-default-form-state.ts';
import createSchemaUtils from './schema-utils.ts';
import schemaHasNestedConditional from './no-nested-conditional.ts';

/** rjsf's field for each JSON type (COMPONENT_TYPES in @rjsf/core's SchemaField). */
const FIELD_OF_TYPE: Readonly<Record<string, string>> = { object: 'ObjectField', string: 'StringField', boolean: 'BooleanField' };

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

// The production build replaces rjsf's default registry with these slim ones: every form the compiler makes must
// render with them. The gallery holds every registered field type; the presets every recorded method form.
describe.each(PRESETS.map((preset) => [preset.id, preset] as const))('the slim rjsf registry renders %s', (_, preset) => {
  const form = compileForm(preset.parameters, formContextOf(DEFAULT_CONTEXT), fieldTypes);
  const properties = Object.entries(form.schema.properties);

  it('is one object whose fields the slim fields cover (no arrays, anyOf/oneOf, $ref or allOf)', () => {
    expect(fields()).toHaveProperty(FIELD_OF_TYPE[form.schema.type] ?? 'missing');
    for (const [name, property] of properties) {
      expect(fields(), name).toHaveProperty(FIELD_OF_TYPE[String(property.type)] ?? `no field for ${String(property.type)}`);
      for (const keyword of ['items', 'anyOf', 'oneOf', 'allOf', '$ref']) expect(property, name).not.toHaveProperty(keyword);
    }
  });

  // rjsf's default widgets are not in the build (widgets.ts) and the getWidget stand-in looks a name up in the
  // cashier's registry only: every field must name one of its widgets.
  it('names a widget of the cashier\'s registry for every field', () => {
    for (const [name] of properties) {
      const ui = form.uiSchema[name];
      const widget = ui === undefined || Array.isArray(ui) ? undefined : ui['ui:widget'];
      expect(Object.keys(fieldWidgets), name).toContain(widget);
    }
  });
});

describe('the slim templates', () => {
  it('keep every template of rjsf an object of plain fields renders in the cashier\'s form, and no button', () => {
    expect(Object.keys(templates()).sort()).toEqual(
      [
        'ButtonTemplates',
        'DescriptionFieldTemplate',
        'FieldHelpTemplate',
        'ObjectFieldTemplate',
        'TitleFieldTemplate',
        'UnsupportedFieldTemplate',
      ].sort(),
    );
    expect(templates()['ButtonTemplates']).toEqual({});
  });
});

describe('the getWidget stand-in', () => {
  const cashierWidgets = withErrorVisibility(fieldWidgets);
  const schema: RJSFSchema = { type: 'string' };

  it.each(Object.keys(cashierWidgets))('hands rjsf the very component rjsf finds for the cashier\'s %s widget', (name) => {
    expect(typeof cashierWidgets[name]).toBe('function');
    const found = rjsfGetWidget(schema, name, cashierWidgets);
    expect(getWidget(schema, name, cashierWidgets)).toBe(found);
    expect(getWidget(schema, name, cashierWidgets)).toBe(found);
  });

  it('merges a widget\'s default options as rjsf does', () => {
    const Widget = Object.assign((props: { options?: unknown }) => JSON.stringify(props.options), { defaultProps: { options: { a: 1, b: 1 } } });
    const Merged = getWidget(schema, Widget);
    expect(Merged).toBe(rjsfGetWidget(schema, Widget));
    expect(renderToStaticMarkup(createElement(Merged ?? 'i', { options: { b: 2 } }))).toBe(JSON.stringify({ a: 1, b: 2 }).replaceAll('"', '&quot;'));
  });

  it('refuses a name the cashier\'s registry lacks, as rjsf does for one it has no default for', () => {
    expect(() => getWidget(schema, 'colour', cashierWidgets)).toThrow();
    expect(() => rjsfGetWidget(schema, 'colour', cashierWidgets)).toThrow();
  });
});

/**
 * The @rjsf/core modules the production build keeps: what the slim Form and registry import, with the modules they
 * import in turn, but not the field, widget and template indexes the build replaces by the slim ones.
 */
function keptCoreModules(): string[] {
  const core = resolve(import.meta.dirname, '../../../node_modules/@rjsf/core/lib');
  const slim = ['form.tsx', 'fields.ts', 'templates.ts', 'widgets.ts', 'unsupported-field.tsx'].map((file) => readFileSync(resolve(import.meta.dirname, file), 'utf8'));
  const queue = [...slim.flatMap((source) => [...source.matchAll(/from '@rjsf\/core\/lib\/([^']+)'/g)].map((match) => resolve(core, match[1] ?? '')))];
  const kept = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (kept.has(file) || /components\/(fields|widgets|templates)\/index\.js$/.test(file)) continue;
    kept.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from ["'](\.{1,2}\/[^"']+)["']/g)) queue.push(resolve(dirname(file), match[1] ?? ''));
  }
  return [...kept];
}

describe('the slim TranslatableString', () => {
  it('holds, word for word, every text of rjsf the kept fields and templates name', () => {
    const named = new Set(keptCoreModules().flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/TranslatableString\.(\w+)/g)].map((match) => match[1] ?? '')));
    expect(named.size).toBeGreaterThan(0);
    for (const name of named) expect(Reflect.get(TranslatableString, name), name).toBe(Reflect.get(rjsfTexts, name));
    for (const [name, text] of Object.entries(TranslatableString)) expect(text, name).toBe(Reflect.get(rjsfTexts, name));
  });
});

describe('the slim deepEquals', () => {
  const fn = (): void => undefined;
  it.each<[string, unknown, unknown]>([
    ['equal objects', { a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }],
    ['a different leaf', { a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] }],
    ['an extra key', { a: 1 }, { a: 1, b: undefined }],
    ['arrays of other lengths', [1, 2], [1, 2, 3]],
    ['an array and an object', [1], { 0: 1 }],
    ['functions, always equal', { onChange: fn }, { onChange: () => 1 }],
    ['a function and a value', { onChange: 1 }, { onChange: fn }],
    ['NaN', Number.NaN, Number.NaN],
    ['null and an object', null, {}],
    ['equal dates', new Date(5), new Date(5)],
    ['other dates', new Date(5), new Date(6)],
    ['a string and a number', '1', 1],
  ])('agrees with rjsf on %s', (_, a, b) => {
    expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
  });
});

describe('the stand-ins of what compiled forms never use', () => {
  it.each<[string, () => unknown, string]>([
    ['omitExtraData', () => omitExtraData(), 'omitExtraData'],
    ['the $ref lookup', () => findSchemaDefinition(), '$ref resolution'],
    ['dependencies and anyOf/oneOf', () => resolveDependencies(), 'resolving dependencies'],
  ])('%s fails loudly, naming what the build left out, rather than answer something rjsf would not', (_, call, named) => {
    expect(call).toThrow(`rjsf-slim: ${named}`);
  });
});
