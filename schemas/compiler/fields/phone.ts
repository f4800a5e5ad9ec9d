import { rule as phone } from '../../rules/phone.ts';
import { rule as profilePhone } from '../../rules/profile-phone.ts';
import type { FieldOptions } from '../compiled-form.ts';
import type { FieldCompiler } from '../field-type.ts';
import { textField } from './text-field.ts';

const DIAL_CODE: Readonly<Record<string, FieldOptions['dialCode']>> = {
  phone_with_country: 'with',
  phone_with_country_plus: 'withPlus',
  phone_without_country: 'without',
};

/** `phone`, and `userPhoneVisible` (`fromProfile`): a phone number (spec section 5), its dial-code style from the extended type. */
export function phoneField(fromProfile = false): FieldCompiler {
  return textField(({ param }) => {
    const dialCode = DIAL_CODE[param.extended_type ?? ''];
    return {
      rule: { ...phone.with(true), ...(fromProfile ? profilePhone.with(true) : {}) },
      autocomplete: 'tel',
      options: { inputMode: 'tel', ...(dialCode === undefined ? {} : { dialCode }) },
    };
  });
}
