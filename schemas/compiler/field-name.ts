/** Keys that would reach an object's prototype: refused as field names, descriptor keys and form-data keys. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** What a server field name may look like: an identifier with dots and hyphens, at most 64 characters. */
const FIELD_NAME = /^[A-Za-z_][\w.-]{0,63}$/;

/** Why `name` cannot name a field, or null when it can. */
export function fieldNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name === '') return 'has no name';
  if (FORBIDDEN_KEYS.has(name)) return `has the forbidden name "${name}"`;
  return FIELD_NAME.test(name) ? null : `has an unusable name ${JSON.stringify(name.slice(0, 80))}`;
}
