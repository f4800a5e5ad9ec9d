import isObject from '@rjsf/utils/lib/isObject.js';
import mergeDefaultsWithFormData from '@rjsf/utils/lib/mergeDefaultsWithFormData.js';
import type { StrictRJSFSchema } from '@rjsf/utils';

/**
 * Stands in for rjsf's getDefaultFormState in production builds. Every compiled form is one object of string and
 * boolean properties with no `default`, `const`, `enum`, `$ref`, `allOf`, `anyOf`/`oneOf`, `dependencies`, `if` or
 * `additionalProperties` (rjsf-slim.test.ts checks each form, and that this gives rjsf's answer on every one of them),
 * so of rjsf's defaults only one applies: a required boolean the data leaves empty becomes `false`. The data is then
 * merged over the defaults by rjsf's own mergeDefaultsWithFormData, as rjsf does. ~2.3 KB gzip leave the card form's
 * path. `experimental_defaultFormStateBehavior` is not read: the cashier sets none.
 */
export default function getDefaultFormState(
  _validator: unknown,
  schema: StrictRJSFSchema,
  formData: unknown,
  _rootSchema?: unknown,
  includeUndefinedValues: boolean | 'excludeObjectChildren' = false,
): unknown {
  if (!isObject(schema) || schema.type !== 'object') throw new Error('rjsf-slim: a form schema is one object');
  const data: Record<string, unknown> = isObject(formData) ? formData : {};
  const required = schema.required ?? [];
  const defaults: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = fieldDefault(isObject(property) ? property : {}, required.includes(name), Object.hasOwn(data, name) ? data[name] : undefined);
    if (value !== undefined || includeUndefinedValues !== false) defaults[name] = value;
  }
  if (isObject(formData)) return mergeDefaultsWithFormData(defaults, { ...formData }, true, false, true);
  // Data that is no object (none, or a stray value) as rjsf merges it: once into the defaults, then over them.
  const merged: unknown = mergeDefaultsWithFormData(defaults, formData, undefined, true);
  return Array.isArray(formData) ? mergeDefaultsWithFormData(merged, formData, true, false, true) : merged;
}

/** rjsf's computed default of one field, with its data merged in: `false` for an empty required boolean. */
function fieldDefault(schema: StrictRJSFSchema, required: boolean, value: unknown): unknown {
  const typeDefault = schema.type === 'boolean' && required === true ? false : undefined;
  return isObject(value) ? typeDefault : mergeDefaultsWithFormData(typeDefault, value, undefined, true);
}
