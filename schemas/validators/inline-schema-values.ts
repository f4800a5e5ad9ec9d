/** A schema constant of ajv's standalone code: `const schema7 = {...};`, its JSON on one line (code option `lines`). */
const SCHEMA_CONSTANT = /^const (schema\d+) = (.*);$/gm;

/** A read of a schema constant: `schema7.properties.parameters.items.properties.label.type`, or with `[0]`/`["a-b"]`. */
const SCHEMA_READ = /\b(schema\d+)((?:\.[A-Za-z_$][\w$]*|\[(?:\d+|"(?:[^"\\]|\\.)*")\])+)/g;

const PATH_STEP = /\.([A-Za-z_$][\w$]*)|\[(\d+|"(?:[^"\\]|\\.)*")\]/g;

function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const [, name, index] of path.matchAll(PATH_STEP)) {
    const key = name ?? (JSON.parse(index ?? 'null') as string | number);
    value = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  }
  return value;
}

/**
 * ajv's standalone code keeps each payload's whole schema as a constant only so that a few error objects can name a
 * keyword's value (`params: {type: schema7.properties...type}`): the bundle then ships the schema beside the code
 * that checks it, ~0.5 KiB gzip for the init answer's. Each such read becomes its value, and a constant left unread is
 * dropped. Code that reads a schema constant as a whole (not through a path) keeps it.
 */
export function inlineSchemaValues(source: string): string {
  const schemas = new Map<string, unknown>();
  for (const [, name, json] of source.matchAll(SCHEMA_CONSTANT)) schemas.set(name ?? '', JSON.parse(json ?? 'null'));
  const inlined = source.replace(SCHEMA_READ, (read, name: string, path: string) => {
    if (!schemas.has(name)) return read;
    const value = valueAt(schemas.get(name), path);
    if (value === undefined) throw new Error(`ajv's code reads ${read}, which its schema does not have`);
    return JSON.stringify(value);
  });
  // Its own declaration is one mention: a constant mentioned once is read nowhere.
  const unread = (name: string): boolean => inlined.match(new RegExp(`\\b${name}\\b`, 'g'))?.length === 1;
  return inlined.replace(SCHEMA_CONSTANT, (declaration, name: string) => (unread(name) ? '' : declaration));
}
