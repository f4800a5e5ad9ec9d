import { afterEach, describe, expect, it, vi } from 'vitest';
import { compilePattern, installPatternEngine, matchesPattern, patternProblem, PATTERN_MAX_INPUT } from './pattern-engine.ts';
import { compileRe2Pattern } from './re2-pattern.ts';

afterEach(() => installPatternEngine(compileRe2Pattern));

describe('the pattern engine slot', () => {
  it('reports every pattern as unloaded, and fails every value, until an engine is installed', () => {
    installPatternEngine(undefined);
    expect(patternProblem('^\\d+$')).toBe('unloaded');
    expect(matchesPattern('1', '^\\d+$')).toBe(false);
  });

  it('compiles each source once', () => {
    const compiler = vi.fn(compileRe2Pattern);
    installPatternEngine(compiler);
    expect(compilePattern('^a$')).toBe(compilePattern('^a$'));
    expect(compiler).toHaveBeenCalledTimes(1);
  });

  it.each<[string, string, boolean]>([
    ['a value at the cap', '1'.repeat(PATTERN_MAX_INPUT), true],
    ['a value above the cap', '1'.repeat(PATTERN_MAX_INPUT + 1), false],
    ['a value that does not match', '1a', false],
  ])('matches %s: %#', (_, value, expected) => {
    expect(matchesPattern(value, '^\\d+$')).toBe(expected);
  });
});
