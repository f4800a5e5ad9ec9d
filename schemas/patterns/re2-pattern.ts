import { RE2JS } from 're2js';
import type { PatternProblem, PatternTest } from './pattern-engine.ts';

/**
 * A server pattern on RE2 (re2js, pure JavaScript: no WebAssembly, which the CSP would need 'wasm-unsafe-eval' for).
 * RE2 runs in time linear in the input whatever the pattern, so `^(a|a)+$` cannot freeze typing as a backtracking
 * RegExp would. Server patterns are JavaScript syntax without flags: translateRegExp turns `\uXXXX` and named groups into
 * RE2's spelling; what RE2 has no way to express (backreferences, lookaround) is `unsupported`.
 */
export function compileRe2Pattern(source: string): PatternTest | PatternProblem {
  try {
    // Parsing only, never run: tells a broken pattern from one RE2 cannot express.
    new RegExp(source);
  } catch {
    return 'invalid';
  }
  try {
    const regexp = RE2JS.compile(RE2JS.translateRegExp(source));
    return (value) => regexp.test(value);
  } catch {
    return 'unsupported';
  }
}
