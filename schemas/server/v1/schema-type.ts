import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The keys T declares, without its string index signature. */
type DeclaredKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: unknown };

/**
 * FromSchema gives every object schema without `additionalProperties: false` an `[x: string]: unknown` index
 * signature, because the server may add fields. Dropping that signature keeps the type sound (an object type still
 * admits extra fields) and turns a misspelt field name into a compile error instead of an `unknown`. A free-form
 * object that declares no property (`{ type: 'object' }`) or types its extra fields keeps its index signature.
 */
type Closed<T> =
  T extends readonly (infer Item)[] ? Closed<Item>[]
  : T extends object ?
    [DeclaredKeys<T>] extends [never] ? T
    : { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: Closed<T[K]> }
  : T;

/** The TypeScript type of what a JSON Schema accepts (json-schema-to-ts), with declared fields only. */
export type SchemaType<S extends JSONSchema> = Closed<FromSchema<S>>;
