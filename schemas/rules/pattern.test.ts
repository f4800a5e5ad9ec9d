import { describe } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { FIELD_HAS_ERROR } from './define-rule.ts';
import { rule } from './pattern.ts';
import { PATTERN_MAX_INPUT } from '../patterns/pattern-engine.ts';

describe('pattern rule', () => {
  ruleContract(rule, [
    { name: 'a matching value', value: '123', param: '^\\d+$', error: null },
    { name: 'a value that does not match', value: 'abc', param: '^\\d+$', error: FIELD_HAS_ERROR },
    { name: 'a number, matched as typed', value: 12.345, param: '^\\d+(\\.\\d{1,2})?$', error: FIELD_HAS_ERROR },
    { name: 'an escape only legal without the u flag', value: '123-4567', param: '^\\d{3}\\-\\d{4}$', error: null },
    { name: 'a regexp that does not compile', value: 'abc', param: '([', error: FIELD_HAS_ERROR },
    { name: 'a catastrophic regexp, matching', value: 'aaaa', param: '^(a+)+$', error: null },
    { name: 'a catastrophic regexp on a long adversarial value', value: `${'a'.repeat(PATTERN_MAX_INPUT - 1)}!`, param: '^(a|a)+$', error: FIELD_HAS_ERROR },
    { name: 'a backreference, which RE2 cannot run', value: 'aa', param: '^(a)\\1$', error: FIELD_HAS_ERROR },
    { name: 'a named group in JavaScript spelling', value: '42', param: '^(?<n>\\d+)$', error: null },
    { name: 'a \\u escape', value: 'é', param: '^\\u00e9$', error: null },
    { name: 'a value above the checked length', value: '1'.repeat(PATTERN_MAX_INPUT + 1), param: '^\\d+$', error: FIELD_HAS_ERROR },
    { name: 'a blank optional value', value: ' ', param: '^\\d+$', error: null },
  ]);
});
