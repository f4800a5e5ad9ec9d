import { describe, expect, it } from 'vitest';
import { patternProblem } from './safe-pattern.ts';

describe('patternProblem (safe-regex style star height)', () => {
  it.each([
    ['^\\d+$', null],
    ['^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$', null],
    ['(ab)*c+', null],
    ['(a{1,3})+', null],
    ['[(]+a*', null],
    ['^(a+)+$', 'catastrophic'],
    ['(\\w*,?)*', 'catastrophic'],
    ['((a)*)*', 'catastrophic'],
    ['(a+){2,}', 'catastrophic'],
    ['([', 'invalid'],
  ])('reads %s as %s', (source, problem) => {
    expect(patternProblem(source)).toBe(problem);
  });
});
