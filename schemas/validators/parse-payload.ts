import type { ErrorObject } from 'ajv';
import { payloadValidatorLoaders } from 'virtual:cashier-validators/payloads';
import { lazyChunk, type LazyChunkOptions } from '../chunks/lazy-chunk.ts';
import type { StandaloneValidator } from './standalone-validator.ts';
import type { Payload, PayloadName } from '../server/v1/payloads.ts';
import { needsRepair } from '../server/v1/needs-repair.ts';

/** One way a payload differs from its schema: where (a JSON pointer, '' for the root) and what was expected. */
export interface PayloadProblem {
  path: string;
  expected: string;
}

/**
 * What an edge parser answers: the typed payload and what was mended in it (schemas/server/v1/repairs.ts, for the
 * console), or every problem found in it.
 */
export type ParseResult<T> = { ok: true; value: T; mended?: string[] } | { ok: false; problems: PayloadProblem[] };

/**
 * The precompiled validator of a registry entry: its module is fetched on the first call (each payload's validator is
 * its own chunk, so a screen downloads only those of the calls it makes); start it with the request, not after.
 */
export function payloadValidator<N extends PayloadName>(name: N, options?: LazyChunkOptions): Promise<StandaloneValidator<Payload<N>>> {
  return lazyChunk(payloadValidatorLoaders[name], options)();
}

const loadRepairs = lazyChunk(() => import('../server/v1/repairs.ts'));

/** Checks a server answer against the schema of its registry entry (schemas/server/v1/payloads.ts), typed by name. */
export async function parsePayload<N extends PayloadName>(name: N, json: unknown, options?: LazyChunkOptions): Promise<ParseResult<Payload<N>>> {
  const parsed = parseWith(await payloadValidator(name, options), json);
  const needs: ((payload: Payload<N>) => boolean) | undefined = needsRepair[name];
  if (!parsed.ok || needs?.(parsed.value) !== true) return parsed;
  const repair: ((payload: Payload<N>) => string[]) | undefined = (await loadRepairs()).repairs[name];
  return { ...parsed, mended: repair?.(parsed.value) ?? [] };
}

/** One paragraph for logs and error reports, e.g. `The method details payload is invalid: /limits must be object.` */
export function describeProblems(what: string, problems: readonly PayloadProblem[]): string {
  const list = problems.map(({ path, expected }) => `${path === '' ? 'the root' : path} ${expected}`).join('; ');
  return `The ${what} is invalid: ${list === '' ? 'no detail was given' : list}.`;
}

/** Generic in the payload type itself: narrowing `unknown` to `Payload<N>` for a generic N is too deep for TypeScript. */
function parseWith<T>(validate: StandaloneValidator<T>, json: unknown): ParseResult<T> {
  if (validate(json)) return { ok: true, value: json };
  return { ok: false, problems: (validate.errors ?? []).map(toProblem) };
}

function toProblem(error: ErrorObject): PayloadProblem {
  const missingProperty: unknown = error.params['missingProperty'];
  const path = typeof missingProperty === 'string' ? `${error.instancePath}/${missingProperty}` : error.instancePath;
  const expected = typeof missingProperty === 'string' ? 'is required' : expectation(error);
  return { path, expected };
}

/** What the failed keyword asked for: the payload validators carry no message texts (compile-validators.ts). */
function expectation({ keyword, params }: ErrorObject): string {
  if (keyword === 'type') return `must be ${String(params['type'])}`;
  if (keyword === 'pattern') return `must match pattern "${String(params['pattern'])}"`;
  if (typeof params['comparison'] === 'string') return `must be ${params['comparison']} ${String(params['limit'])}`;
  return `must pass ${keyword} ${JSON.stringify(params)}`;
}
