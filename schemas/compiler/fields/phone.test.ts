import { describe, expect, it } from 'vitest';
import { checkPhone } from '../../rules/phone.ts';
import { phoneFieldCountry, phonePlan } from './phone.ts';

const UGANDA = phoneFieldCountry({ iso: 'UG', phonecode: 256, nicename: 'Uganda', telephoneMasks: ['XXX XXX XXX'] });
/** A country the server sends without masks (or with none that has an X): any 7 to 15 digits in all. */
const BAHAMAS = phoneFieldCountry({ iso: 'BS', phonecode: 1242, telephoneMasks: ['-'] });

describe('the phone field\'s countries and rule from the server\'s country entries (spec sections 3 and 5)', () => {
  it('reads a country entry: dial code as digits, masks that hold an X, the server\'s name', () => {
    expect(UGANDA).toEqual({ iso: 'UG', dialCode: '256', masks: ['XXX XXX XXX'], name: 'Uganda' });
    expect(BAHAMAS).toEqual({ iso: 'BS', dialCode: '1242', masks: [] });
  });

  it.each([
    ['+256 772 123 456', true, true],
    ['+256 772 123 4567', true, false],
    ['+1242 555', true, true],
    ['+1242 12345678901', true, true],
    ['+1242 123456789012', true, false],
    ['+44 7700 900123', true, false],
  ])('%s in a field carrying the dial code (%s): accepted %s', (value, international, accepted) => {
    expect(checkPhone(value, phonePlan([UGANDA, BAHAMAS], international))).toBe(accepted);
  });

  it.each([
    ['772 123 456', [UGANDA], true],
    ['772 123 45', [UGANDA], false],
    ['+256 772 123 456', [UGANDA], false],
    ['772 123 45', [UGANDA, BAHAMAS], true],
  ])('%s in a field without the dial code, of %j: accepted %s', (value, countries, accepted) => {
    expect(checkPhone(value, phonePlan(countries, false))).toBe(accepted);
  });

  it('writes each whole number once', () => {
    const twice = phonePlan([UGANDA, { ...UGANDA, iso: 'XU' }], false);
    expect(twice).toEqual({ masks: ['XXX XXX XXX'], international: false });
  });
});
