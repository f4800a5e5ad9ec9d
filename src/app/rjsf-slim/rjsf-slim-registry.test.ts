import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import { fieldTypes, fieldWidgets } from '../../../field-widgets/registry.ts';
import { withErrorVisibility } from '../../../field-widgets/templates/error-visibility.tsx';
import { DEFAULT_CONTEXT, formContextOf } from '../../playground/form-context.ts';
import { PRESETS } from '../../playground/presets.ts';
import fields from './fields.ts';
import templates from './templates.ts';
import rjsfGetWidget from '@rjsf/utils/lib/getWidget.js';
import { TranslatableString as rjsfTexts } from '@rjsf/utils/lib/enums.js';
import { resolveDependencies } from './retrieve-schema.ts';
import omitExtraData from './no-omit-extra-data.ts';
import findSchemaDefinition from './no-schema-definitions.ts';
import { TranslatableString } from './translatable-strings.ts';
import getWidget from './get-widget.ts';

/** rjsf's field for each JSON type (COMPONENT_TYPES in @rjsf/core's SchemaField). */
const FIELD_OF_TYPE: Readonly<Record<string, string>> = { object: 'ObjectField', string: 'StringField', boolean: 'BooleanField' };

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

describe('the stand-ins of what compiled forms never use', () => {
  it.each<[string, () => unknown, string]>([
    ['omitExtraData', () => omitExtraData(), 'omitExtraData'],
    ['the $ref lookup', () => findSchemaDefinition(), '$ref resolution'],
    ['dependencies and anyOf/oneOf', () => resolveDependencies(), 'resolving dependencies'],
  ])('%s fails loudly, naming what the build left out, rather than answer something rjsf would not', (_, call, named) => {
    expect(call).toThrow(`rjsf-slim: ${named}`);
  });
});
