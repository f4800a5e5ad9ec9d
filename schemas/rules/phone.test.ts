import { describe, expect, it } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { FIELD_HAS_ERROR } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';
import { maskFor, phoneDigits, rule } from './phone.ts';
import { rule as profilePhone } from './profile-phone.ts';

const MASKS = { masks: ['XXX XX XX', 'XXX XXX XX XX'] };

describe('phone rule', () => {
  ruleContract(rule, [
    { name: 'an international number', value: '+44 20 7946 0958', param: true, error: null },
    { name: 'brackets and hyphens', value: '(020) 7946-0958', param: true, error: null },
    { name: 'several plus signs, the last segment kept', value: '+7+44 20 7946 0958', param: true, error: null },
    { name: 'letters', value: '+44 20 79A6 0958', param: true, error: FIELD_HAS_ERROR },
    { name: 'an underscore', value: '+44_20_7946_0958', param: true, error: FIELD_HAS_ERROR },
    { name: 'too few digits', value: '12345', param: true, error: FIELD_HAS_ERROR },
    { name: 'more than 15 digits', value: '1234567890123456', param: true, error: FIELD_HAS_ERROR },
    { name: 'the short mask filled', value: '123 45 67', param: MASKS, error: null },
    { name: 'the long mask filled', value: '1234567890', param: MASKS, error: null },
    { name: 'between two masks', value: '12345678', param: MASKS, error: FIELD_HAS_ERROR },
  ]);

  it('takes the last plus segment and picks the mask by length', () => {
    expect(phoneDigits('+1+380 (67) 123')).toBe('38067123');
    expect(maskFor(8, MASKS.masks)).toBe('XXX XXX XX XX');
    expect(maskFor(11, MASKS.masks)).toBeUndefined();
  });
});

describe('profile phone rule', () => {
  ruleContract(profilePhone, [
    { name: 'a visible profile phone that is missing', value: '', param: true, error: ERROR_KEYS.EMPTY_PHONE_PROFILE },
    { name: 'a profile phone', value: '+4420794609', param: true, error: null },
  ]);
});
