import { describe, expect, it } from 'vitest';
import { carriesPatterns } from './carries-patterns.ts';

describe('carriesPatterns', () => {
  it.each<[string, unknown, string | null, boolean]>([
    ['a card form without regexps', [{ name: 'card_pan', type: 'cardPan' }, { name: 'cvv', regexp: null }], null, false],
    ['a blank regexp', [{ name: 'a', regexp: '  ' }], '', false],
    ['a field regexp', [{ name: 'a' }, { name: 'b', regexp: '^\\d+$' }], null, true],
    ['the method amount pattern', [], '^\\d+$', true],
    ['parameters that are not a list', { regexp: '^a$' }, null, false],
    ['a regexp that is not text', [{ regexp: 5 }], null, false],
  ])('%s: %#', (_, parameters, amountPattern, expected) => {
    expect(carriesPatterns(parameters, amountPattern)).toBe(expected);
  });
});
