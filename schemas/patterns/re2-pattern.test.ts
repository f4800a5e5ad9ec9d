import { describe, expect, it } from 'vitest';
import { compileRe2Pattern } from './re2-pattern.ts';

/** Far above what a linear engine needs for 50 000 characters, far below a backtracking engine's seconds to years. */
const BOUND_MS = 3000;
const LONG = 50_000;

/** Patterns that backtrack catastrophically in JavaScript, each with the input that makes it do so. */
const CATASTROPHIC: ReadonlyArray<[string, string]> = [
  ['^(a|a)+$', `${'a'.repeat(LONG)}!`],
  ['^(\\d{1,3})+$', `${'1'.repeat(LONG)}x`],
  ['^(\\w|\\d)+$', `${'1'.repeat(LONG)}!`],
  ['^(a+)+$', `${'a'.repeat(LONG)}!`],
  ['(x+x+)+y', 'x'.repeat(LONG)],
  ['(.*a){20}', 'a'.repeat(LONG)],
  ['(.*a){20}$', `${'a'.repeat(LONG)}b`],
  ['^(a*)*$', `${'a'.repeat(LONG)}!`],
  ['^(a|aa)+$', `${'a'.repeat(LONG)}!`],
  ['^(a|a?)+$', `${'a'.repeat(LONG)}!`],
  ['^(\\w+\\s?)+$', `${'word '.repeat(LONG / 5)}!`],
  ['^([a-zA-Z0-9]+)*@', 'a'.repeat(LONG)],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', 'a'.repeat(LONG)],
  ['(\\w*,?)*;', `${'a,'.repeat(LONG / 2)}`],
  ['^(\\d+)*$', `${'1'.repeat(LONG)}x`],
  ['^([0-9]+\\.?)+$', `${'1'.repeat(LONG)}x`],
  ['^(.*?,){11}P', `${'1,'.repeat(LONG / 2)}`],
  ['^(\\s*a\\s*)+$', `${' a '.repeat(LONG / 3)}!`],
  ['^[\\w.+-]+(\\.[\\w-]+)*@', `${'a.'.repeat(LONG / 2)}!`],
  ['^((ab)*)+$', `${'ab'.repeat(LONG / 2)}a`],
  ['^(a{1,10}){1,10}(a{1,10}){1,10}$', `${'a'.repeat(LONG)}!`],
  ['(a|b|ab)*c', 'ab'.repeat(LONG / 2)],
  ['^(?:x|x{2})+y$', 'x'.repeat(LONG)],
];

describe('server patterns on RE2 run in linear time', () => {
  it('holds at least 20 catastrophic patterns', () => {
    expect(CATASTROPHIC.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CATASTROPHIC)('%s on %#: 50 000 adversarial characters', (source, input) => {
    const test = compileRe2Pattern(source);
    if (typeof test === 'string') throw new Error(`${source} was refused (${test})`);
    const started = performance.now();
    test(input);
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
  });
});

describe('compileRe2Pattern', () => {
  it.each<[string, string, boolean | 'invalid' | 'unsupported']>([
    ['^\\d+$', '123', true],
    ['^\\d+$', '12a', false],
    ['\\d', 'a1b', true],
    ['^\\d{3}\\-\\d{4}$', '123-4567', true],
    ['^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$', 'DE89370400440532013000', true],
    ['^(?<code>\\d{2})$', '42', true],
    ['^\\u0627+$', 'اا', true],
    ['^[\\u0400-\\u04FF ]+$', 'Иван Петров', true],
    ['^a/b$', 'a/b', true],
    ['([', '', 'invalid'],
    ['a{2,1}', '', 'invalid'],
    ['^(a)\\1$', '', 'unsupported'],
    ['^(?=\\d)\\w+$', '', 'unsupported'],
    ['^(?!0)\\d+$', '', 'unsupported'],
    ['(?<=\\$)\\d+', '', 'unsupported'],
  ])('%s on %j gives %s', (source, value, expected) => {
    const test = compileRe2Pattern(source);
    expect(typeof test === 'function' ? test(value) : test).toBe(expected);
  });
});
