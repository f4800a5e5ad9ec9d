import { describe } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { FIELD_HAS_ERROR } from './define-rule.ts';
import { rule as max } from './max.ts';
import { rule as maxLength } from './max-length.ts';
import { rule as min } from './min.ts';
import { rule as minLength } from './min-length.ts';

describe('min rule', () => {
  ruleContract(min, [
    { name: 'the bound itself', value: '5', param: 5, error: null },
    { name: 'a number above', value: 7.5, param: 5, error: null },
    { name: 'a number below', value: '4.99', param: 5, error: FIELD_HAS_ERROR },
    { name: 'text', value: 'five', param: 5, error: FIELD_HAS_ERROR },
  ]);
});

describe('max rule', () => {
  ruleContract(max, [
    { name: 'the bound itself', value: '5', param: 5, error: null },
    { name: 'thousands with spaces above', value: '1 000', param: 999, error: FIELD_HAS_ERROR },
    { name: 'a negative number', value: '-3', param: 5, error: null },
  ]);
});

describe('minLength rule', () => {
  ruleContract(minLength, [
    { name: 'enough characters', value: 'abc', param: 3, error: null },
    { name: 'too few characters', value: 'ab', param: 3, error: FIELD_HAS_ERROR },
    { name: 'a postal code of 3', value: '750', param: 3, error: null },
  ]);
});

describe('maxLength rule', () => {
  ruleContract(maxLength, [
    { name: 'emoji counted as one character each', value: '😀😀😀', param: 3, error: null },
    { name: 'one character too many', value: 'abcd', param: 3, error: FIELD_HAS_ERROR },
  ]);
});
