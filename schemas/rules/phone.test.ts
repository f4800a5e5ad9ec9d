import { describe, expect, it } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { FIELD_HAS_ERROR } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';
import { fitsMask, phoneDigits, rule } from './phone.ts';
import { rule as profilePhone } from './profile-phone.ts';

const MASKS = { masks: ['XXX XX XX', 'XXX XXX XX XX'] };
/** Uganda and Nigeria as the compiler writes them for an international field: the dial code before each mask. */
const OFFERED = { masks: ['256XXX XXX XXX', '234XXX XXX XXXX'], international: true };

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
    { name: 'a dial code starting with 0', value: '+0772123456', param: { masks: [], international: true }, error: FIELD_HAS_ERROR },
    { name: 'a national number starting with 0', value: '0772123456', param: { masks: [], international: false }, error: null },
    { name: 'a whole number of a country offered', value: '+256 772 123 456', param: OFFERED, error: null },
    { name: 'a number of no country offered', value: '+7 772 123 456', param: OFFERED, error: FIELD_HAS_ERROR },
    { name: 'one digit short of its country\'s mask', value: '+256 772 123 45', param: OFFERED, error: FIELD_HAS_ERROR },
    { name: 'another country\'s length under this dial code', value: '+256 772 123 4567', param: OFFERED, error: FIELD_HAS_ERROR },
  ]);

  it('takes the last plus segment, and a mask takes exactly its digits, its own digits as they are', () => {
    expect(phoneDigits('+1+380 (67) 123')).toBe('38067123');
    expect(fitsMask('1234567', 'XXX XX XX')).toBe(true);
    expect(fitsMask('123456', 'XXX XX XX')).toBe(false);
    expect(fitsMask('256772123456', '256XXX XXX XXX')).toBe(true);
    expect(fitsMask('255772123456', '256XXX XXX XXX')).toBe(false);
  });
});

describe('profile phone rule', () => {
  ruleContract(profilePhone, [
    { name: 'a visible profile phone that is missing', value: '', param: true, error: ERROR_KEYS.EMPTY_PHONE_PROFILE },
    { name: 'a profile phone', value: '+4420794609', param: true, error: null },
  ]);
});
