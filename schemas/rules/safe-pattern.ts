/** Longest value a server pattern is ever run against: bounds the work of any regexp that slipped through. */
export const PATTERN_MAX_INPUT = 1000;

/** Why a server pattern cannot be used, or null when it can. */
export type PatternProblem = 'invalid' | 'catastrophic';

/**
 * Whether a server regexp compiles and cannot backtrack catastrophically. The check is the safe-regex one: a group
 * repeated without bound (`*`, `+`, `{n,}`) that itself holds an unbounded repetition has star height above 1, as in
 * `^(a+)+$` or `(\w*,?)*`. Bounded repeats and lookarounds are allowed.
 */
export function patternProblem(source: string): PatternProblem | null {
  try {
    new RegExp(source);
  } catch {
    return 'invalid';
  }
  return starHeight(source) > 1 ? 'catastrophic' : null;
}

const UNBOUNDED = /^(?:[*+]|\{\d+,\})/;

/** The deepest nesting of unbounded repetitions in a pattern already known to compile. */
export function starHeight(source: string): number {
  // One entry per open group: the deepest unbounded repetition inside it so far. `atom` is that of the atom just read.
  const groups: number[] = [0];
  let atom = 0;
  let deepest = 0;
  const raise = (height: number): void => {
    groups[groups.length - 1] = Math.max(groups.at(-1) ?? 0, height);
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '(') {
      groups.push(0);
      atom = 0;
    } else if (char === ')') {
      atom = groups.length > 1 ? (groups.pop() ?? 0) : 0;
      raise(atom);
    } else if (UNBOUNDED.test(source.slice(index, index + 12))) {
      atom += 1;
      deepest = Math.max(deepest, atom);
      raise(atom);
      atom = 0;
    } else {
      if (char === '\\') index += 1;
      if (char === '[') index = classEnd(source, index);
      atom = 0;
    }
  }
  return deepest;
}

function classEnd(source: string, start: number): number {
  for (let index = start + 1; index < source.length; index += 1) {
    if (source[index] === '\\') index += 1;
    else if (source[index] === ']') return index;
  }
  return source.length;
}
