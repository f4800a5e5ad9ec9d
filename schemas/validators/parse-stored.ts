import { storedValidators } from 'virtual:cashier-validators/stored';
import type { Stored, StoredName } from '../stored/stored-values.ts';
import type { StandaloneValidator } from './standalone-validator.ts';

/** A stored value read back: the typed value, or where it differs from its schema (JSON pointers, '' for the root). */
export type StoredRead<T> = { ok: true; value: T } | { ok: false; at: string[] };

/** Generic in the value's type itself, as parse-payload.ts's parseWith (a generic N is too deep for TypeScript). */
function read<T>(validate: StandaloneValidator<T>, json: unknown): StoredRead<T> {
  return validate(json) ? { ok: true, value: json } : { ok: false, at: (validate.errors ?? []).map(({ instancePath }) => instancePath) };
}

/**
 * Checks a value read back from storage against its registry schema (schemas/stored/stored-values.ts), typed by name.
 * Apart from parse-payload.ts, whose module is on the first path: the screens reading a stored value carry this.
 */
export function parseStored<N extends StoredName>(name: N, json: unknown): StoredRead<Stored<N>> {
  return read(storedValidators[name], json);
}
