import { describe, expect, it } from 'vitest';
import { validateFieldValue } from '../validators/rule-validator.ts';
import { ERROR_KEYS } from './error-keys.ts';
import { preselectedOption, type SelectOption } from './preselected-option.ts';

describe(`preselectedOption (spec section 5: select, else ${ERROR_KEYS.FIELD_REQUIRED})`, () => {
  it.each<[string, SelectOption[], string | undefined]>([
    ['its only option', [{ value: 'a' }], 'a'],
    ['its only option, even when not marked selected', [{ value: 'a', is_selected: false }], 'a'],
    ['the one marked selected among several', [{ value: 'a' }, { value: 'b', is_selected: true }, { value: 'c' }], 'b'],
    ['the first marked, when several are', [{ value: 'a', is_selected: true }, { value: 'b', is_selected: true }], 'a'],
    ['none of several unmarked', [{ value: 'a' }, { value: 'b', is_selected: null }], undefined],
    ['nothing without options', [], undefined],
  ])('preselects %s', (_, options, value) => {
    expect(preselectedOption(options)?.value).toBe(value);
  });

  it('leaves a required select with nothing preselected to PH.ERROR.FIELD_REQUIRED', () => {
    const options = [{ value: 'a' }, { value: 'b' }];
    const value = preselectedOption(options)?.value;
    expect(validateFieldValue(value, { required: true, oneOf: ['a', 'b'] }, {}).map(({ key }) => key)).toEqual([ERROR_KEYS.FIELD_REQUIRED]);
  });
});
