import { describe } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { FIELD_HAS_ERROR } from './define-rule.ts';
import { rule } from './number.ts';

describe('number rule (data types Float and Integer)', () => {
  ruleContract(rule, [
    { name: 'a decimal Float', value: '12.5', param: 'Float', error: null },
    { name: 'a decimal comma', value: '12,5', param: 'Float', error: null },
    { name: 'a whole Integer', value: '12', param: 'Integer', error: null },
    { name: 'a decimal Integer', value: '12.5', param: 'Integer', error: FIELD_HAS_ERROR },
    { name: 'text', value: '12abc', param: 'Float', error: FIELD_HAS_ERROR },
  ]);
});
