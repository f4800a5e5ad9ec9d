import { lazyChunk } from '../chunks/lazy-chunk.ts';

/** Longest value a server pattern is ever run against: the engine is linear, and this bounds the line. */
export const PATTERN_MAX_INPUT = 1000;

/**
 * Why a server pattern cannot be used: it is not a JavaScript regexp (`invalid`), the linear-time engine cannot
 * express it (`unsupported`: backreferences, lookaround), or the engine's chunk has not been loaded (`unloaded`).
 */
export type PatternProblem = 'invalid' | 'unsupported' | 'unloaded';

/** One compiled server pattern: whether a value holds a match, as `RegExp#test` would say. */
export type PatternTest = (value: string) => boolean;

/** The engine: compiles a server pattern, or says why it cannot. */
export type PatternCompiler = (source: string) => PatternTest | PatternProblem;

let compiler: PatternCompiler | undefined;
const compiled = new Map<string, PatternTest | PatternProblem>();

/**
 * Supplies the engine the pattern rule calls at run time. The precompiled validator cannot carry it: it is a lazy
 * chunk, fetched only for forms that carry patterns (see loadPatternEngine).
 */
export function installPatternEngine(next: PatternCompiler | undefined): void {
  compiler = next;
  compiled.clear();
}

/** The server pattern compiled once by the installed engine (cached by source), or why it cannot be. */
export function compilePattern(source: string): PatternTest | PatternProblem {
  if (compiler === undefined) return 'unloaded';
  const known = compiled.get(source);
  if (known !== undefined) return known;
  const result = compiler(source);
  compiled.set(source, result);
  return result;
}

/** Why the server pattern cannot be used, or null when it can. */
export function patternProblem(source: string): PatternProblem | null {
  const result = compilePattern(source);
  return typeof result === 'string' ? result : null;
}

/** Whether `value` matches the server pattern; an unusable pattern or an overlong value fails the value, not the form. */
export function matchesPattern(value: string, source: string): boolean {
  const test = compilePattern(source);
  return typeof test === 'function' && value.length <= PATTERN_MAX_INPUT && test(value);
}

let loading: Promise<void> | undefined;

/** Fetches and installs the engine (re2js) once; a failed fetch is retried by the next call. */
export function loadPatternEngine(): Promise<void> {
  loading ??= lazyChunk(() => import('./re2-pattern.ts'))().then(
    ({ compileRe2Pattern }) => installPatternEngine(compileRe2Pattern),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
