/** A JSON Schema as a plain object (the registry's `as const` schemas, before ajv sees them). */
type Schema = Readonly<Record<string, unknown>>;

/** What shareRepeatedParts answers: the schemas with their repeated parts as `$ref`s, and those parts by id. */
export interface SharedParts {
  schemas: Record<string, Schema>;
  parts: Map<string, Schema>;
}

const SUBSCHEMA = ['items', 'additionalProperties', 'not'] as const;
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema with each direct subschema replaced by `map(subschema)`; every other keyword as it is. */
function mapChildren(schema: Schema, map: (child: Schema) => Schema): Schema {
  const copy: Record<string, unknown> = { ...schema };
  const properties = schema['properties'];
  if (isSchema(properties)) {
    copy['properties'] = Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, isSchema(child) ? map(child) : child]));
  }
  for (const keyword of SUBSCHEMA) {
    const child = schema[keyword];
    if (isSchema(child)) copy[keyword] = map(child);
  }
  for (const keyword of SUBSCHEMA_LISTS) {
    const list = schema[keyword];
    if (Array.isArray(list)) copy[keyword] = list.map((child: unknown) => (isSchema(child) ? map(child) : child));
  }
  return copy;
}

/** The direct subschemas of a schema, in the order mapChildren visits them. */
function children(schema: Schema): Schema[] {
  const properties = schema['properties'];
  return [
    ...(isSchema(properties) ? Object.values(properties) : []),
    ...SUBSCHEMA.map((keyword) => schema[keyword]),
    ...SUBSCHEMA_LISTS.flatMap((keyword) => schema[keyword]),
  ].filter(isSchema);
}

/** Whether a part is big enough to be worth a function of its own: it describes an object's properties. */
function describesObject(schema: Schema): boolean {
  return isSchema(schema['properties']) || children(schema).some(describesObject);
}

/**
 * ajv generates code for every place a subschema appears, so a part two payloads share (the pay group, the form
 * parameter) would be compiled twice into the method list's bundle. A part that is the same object in several places
 * (shared by identity in payloads.schema.ts) becomes one schema of its own, `parts`, referenced by `$ref`: ajv (with
 * `inlineRefs: false`) compiles it into one function. Small parts (no properties) stay inline, where they are smaller.
 */
export function shareRepeatedParts(schemas: Readonly<Record<string, Schema>>): SharedParts {
  const uses = new Map<Schema, number>();
  const count = (schema: Schema): void => {
    const seen = uses.get(schema) ?? 0;
    uses.set(schema, seen + 1);
    if (seen === 0) children(schema).forEach(count);
  };
  const roots = new Set(Object.values(schemas));
  roots.forEach((root) => children(root).forEach(count));

  const ids = new Map<Schema, string>();
  for (const [part, used] of uses) {
    if (used > 1 && !roots.has(part) && describesObject(part)) ids.set(part, `shared${ids.size}`);
  }
  const rewrite = (schema: Schema): Schema => {
    const id = ids.get(schema);
    return id === undefined ? mapChildren(schema, rewrite) : { $ref: id };
  };
  return {
    schemas: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, mapChildren(schema, rewrite)])),
    parts: new Map([...ids].map(([part, id]) => [id, mapChildren(part, rewrite)])),
  };
}
