/**
 * Stands in for rjsf's deepEquals (fast-equals with functions always equal) in production builds: rjsf compares form
 * data, schemas and ui schemas, which here are plain JSON trees without cycles (compiled forms carry no $ref), so a
 * plain recursive comparison does, and ~3 KB gzip leave the card form's path. rjsf-slim.test.ts checks it against
 * rjsf's own on a table of cases.
 */
export default function deepEquals(a: unknown, b: unknown): boolean {
  if (typeof b === 'function') return typeof a === 'function';
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && deepEquals(Reflect.get(a, key), Reflect.get(b, key)));
}
