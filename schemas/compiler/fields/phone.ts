import { PHONE_DIGITS, rule as phone, type PhoneParam } from '../../rules/phone.ts';
import { rule as profilePhone } from '../../rules/profile-phone.ts';
import type { PhoneCountryEntry } from '../../server/v1/types.ts';
import type { FieldOptions, PhoneFieldCountry } from '../compiled-form.ts';
import type { FieldCompiler } from '../field-type.ts';
import { textField } from './text-field.ts';

const DIAL_CODE: Readonly<Record<string, FieldOptions['dialCode']>> = {
  phone_with_country: 'with',
  phone_with_country_plus: 'withPlus',
  phone_without_country: 'without',
};

/** A server country as the phone widget reads it; masks without an X are no masks (spec section 3: X is a digit). */
export function phoneFieldCountry({ iso, nicename, phonecode, telephoneMasks = [] }: PhoneCountryEntry): PhoneFieldCountry {
  return { iso, dialCode: String(phonecode), masks: telephoneMasks.filter((mask) => mask.includes('X')), ...(nicename === undefined ? {} : { name: nicename }) };
}

/**
 * The phone rule for the server's countries: every whole number a country takes (its dial code, then a national
 * mask; 7 to 15 digits in all where it has none), without the dial codes when the value carries none.
 */
export function phonePlan(countries: readonly PhoneFieldCountry[], international: boolean): PhoneParam {
  const masks = countries.flatMap(({ dialCode, masks: national }) => {
    const whole = national.length > 0
      ? national.map((mask) => dialCode + mask)
      : Array.from({ length: PHONE_DIGITS.max - PHONE_DIGITS.min + 1 }, (_, index) => dialCode.padEnd(PHONE_DIGITS.min + index, 'X'));
    return international ? whole : whole.map((mask) => mask.slice(dialCode.length));
  });
  return { masks: [...new Set(masks)], international };
}

/**
 * `phone`, and `userPhoneVisible` (`fromProfile`): a phone number (spec section 5), its dial-code style from the
 * extended type. The method's countries, when the server names them, are the only ones offered and accepted.
 */
export function phoneField(fromProfile = false): FieldCompiler {
  return textField(({ param, context }) => {
    const dialCode = DIAL_CODE[param.extended_type ?? ''];
    const countries = (context.phoneCountries ?? []).map(phoneFieldCountry);
    return {
      rule: { ...phone.with(phonePlan(countries, dialCode !== 'without')), ...(fromProfile ? profilePhone.with(true) : {}) },
      autocomplete: 'tel',
      options: { inputMode: 'tel', ...(dialCode === undefined ? {} : { dialCode }), ...(countries.length === 0 ? {} : { countries }) },
    };
  });
}
