import { describe, expect, it } from 'vitest';
import type { DialCountry } from '../../schemas/format/phone.ts';
import { isNationalNumber } from './countries.ts';

const KAZAKHSTAN: DialCountry = { iso: 'KZ', dialCode: '77', callingCode: '7' };
const UGANDA: DialCountry = { iso: 'UG', dialCode: '256' };

describe('isNationalNumber: digits beginning with the dial code, typed without a plus, read as libphonenumber-js allows', () => {
  it.each<[string, DialCountry, boolean]>([
    ['7771234567', KAZAKHSTAN, true],
    ['7701234567', KAZAKHSTAN, true],
    ['77771234567', KAZAKHSTAN, false],
    // The server's Kazakhstan, dial code 7.
    ['7771234567', { iso: 'KZ', dialCode: '7' }, true],
    // Too short to be either: a number being typed (the plus deleted from "+7 7") stays whole.
    ['77', KAZAKHSTAN, false],
    ['256772123456', UGANDA, false],
    ['256772', UGANDA, false],
    // Both readings have a length Italy allows: whole, as before.
    ['3931234567', { iso: 'IT', dialCode: '39' }, false],
    ['4915112345678', { iso: 'DE', dialCode: '49' }, false],
    ['7771234567', { iso: 'XX', dialCode: '77' }, false],
  ])('%s in %j: %s', (digits, country, national) => {
    expect(isNationalNumber(digits, country)).toBe(national);
  });
});
