import { describe } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { rule as checked } from './checked.ts';
import { FIELD_HAS_ERROR } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';
import { rule as oneOf } from './one-of.ts';

describe('oneOf rule (select, bet shop, saved card)', () => {
  ruleContract(oneOf, [
    { name: 'a listed option', value: 'b', param: ['a', 'b'], error: null },
    { name: 'an option not sent by the server', value: 'c', param: ['a', 'b'], error: FIELD_HAS_ERROR },
    { name: 'nothing chosen on an optional field', value: null, param: ['a'], error: null },
  ]);
});

describe('checked rule (required checkbox)', () => {
  ruleContract(checked, [
    { name: 'ticked', value: true, param: true, error: null },
    { name: 'not ticked', value: false, param: true, error: ERROR_KEYS.FIELD_REQUIRED },
    { name: 'never touched', value: undefined, param: true, error: ERROR_KEYS.FIELD_REQUIRED },
  ]);
});
