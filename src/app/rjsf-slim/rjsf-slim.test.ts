import { describe, expect, it } from 'vitest';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { DEFAULT_CONTEXT, formContextOf } from '../../playground/form-context.ts';
import { PRESETS } from '../../playground/presets.ts';
import fields from './fields.ts';
import templates from './templates.ts';
import widgets from './widgets.ts';
import deepEquals from './deep-equals.ts';
import rjsfDeepEquals from '@rjsf/utils/lib/deepEquals.js';

/** rjsf's field for each JSON type (COMPONENT_TYPES in @rjsf/core's SchemaField). */
const FIELD_OF_TYPE: Readonly<Record<string, string>> = { object: 'ObjectField', string: 'StringField', boolean: 'BooleanField' };

// The production build replaces rjsf's default registry with these slim ones: every form the compiler makes must
// render with them. The gallery holds every registered field type; the presets every recorded method form.
describe.each(PRESETS.map((preset) => [preset.id, preset] as const))('the slim rjsf registry renders %s', (_, preset) => {
  const form = compileForm(preset.parameters, formContextOf(DEFAULT_CONTEXT), fieldTypes);
  const properties = Object.entries(form.schema.properties);
  const registered = new Set([...Object.keys(fieldTypes), ...Object.keys(widgets())]);

  it('is one object whose fields the slim fields cover (no arrays, anyOf/oneOf, $ref or allOf)', () => {
    expect(fields()).toHaveProperty(FIELD_OF_TYPE[form.schema.type] ?? 'missing');
    for (const [name, property] of properties) {
      expect(fields(), name).toHaveProperty(FIELD_OF_TYPE[String(property.type)] ?? `no field for ${String(property.type)}`);
      for (const keyword of ['items', 'anyOf', 'oneOf', 'allOf', '$ref']) expect(property, name).not.toHaveProperty(keyword);
    }
  });

  it('names a registered widget for every field', () => {
    for (const [name, ui] of Object.entries(form.uiSchema)) {
      if (typeof ui === 'object' && ui !== null && 'ui:widget' in ui) expect(registered.has(String(ui['ui:widget'])), name).toBe(true);
    }
  });
});

describe('the slim templates', () => {
  it('keep every template an object of plain fields renders, and the submit button', () => {
    expect(Object.keys(templates()).sort()).toEqual(
      [
        'BaseInputTemplate',
        'ButtonTemplates',
        'DescriptionFieldTemplate',
        'ErrorListTemplate',
        'FieldErrorTemplate',
        'FieldHelpTemplate',
        'FieldTemplate',
        'ObjectFieldTemplate',
        'TitleFieldTemplate',
        'UnsupportedFieldTemplate',
        'WrapIfAdditionalTemplate',
      ].sort(),
    );
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
