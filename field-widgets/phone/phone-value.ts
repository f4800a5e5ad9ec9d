import type { FieldOptions } from '../../schemas/compiler/compiled-form.ts';
import { numberBesideDialCode, phoneInput, typedPhoneNumber } from '../../schemas/format/phone.ts';
import type { Mask } from '../masked-input.tsx';
import { isNationalNumber, type PhoneCountry, type PhoneCountryList } from './countries.ts';

/** How the stored value carries the dial code (the phone_with_country* extended types); E.164 with a plus by default. */
export type DialCodeMode = NonNullable<FieldOptions['dialCode']>;

export function dialCodeMode(options: Readonly<Record<string, unknown>>): DialCodeMode {
  const mode = options['dialCode'];
  return mode === 'with' || mode === 'without' || mode === 'withPlus' ? mode : 'withPlus';
}

/** The digits of a stored or shown phone value (the dial code first unless the mode is `without`). */
export function phoneDigitsOf(value: unknown): string {
  return typeof value === 'string' ? (phoneInput(value)?.digits ?? '') : '';
}

/** What the form stores for `digits`: `+<digits>`, `<digits>` for `with` and `without`, undefined when empty. */
export function storedPhone(digits: string, mode: DialCodeMode): string | undefined {
  if (digits === '') return undefined;
  return mode === 'withPlus' ? `+${digits}` : digits;
}

/** The mask value of a lone plus: nothing to store yet, but the field keeps showing it (see typedPhoneNumber). */
export const LONE_PLUS = '+';

/**
 * The phone mask: international modes show `+<dial code> …` formatted as typed, the country following the digits;
 * `without` shows the national number (a whole number typed with the chosen dial code keeps its national part).
 * Digits typed without a plus into an international field are a national number of the `chosen` country, less its
 * trunk prefix (see typedPhoneNumber). `list` writes the digits and knows the trunk prefixes. The mask's value is the digits, or LONE_PLUS while only a plus was typed; the widget stores them.
 */
export function phoneMask(mode: DialCodeMode, list: PhoneCountryList, chosen: PhoneCountry | undefined): Mask {
  const iso = chosen?.iso;
  const mask: Mask = (typed, previous) => {
    if (mode === 'without') {
      const input = phoneInput(typed);
      if (input === null) return mask(previous, '');
      const callingCode = chosen?.callingCode ?? chosen?.dialCode;
      const whole = input.international && callingCode !== undefined && input.digits.startsWith(callingCode);
      const digits = whole ? input.digits.slice(callingCode.length) : input.digits;
      return { value: digits, display: list.format(digits, iso) };
    }
    const entry = typedPhoneNumber(
      numberBesideDialCode(typed, previous, chosen) ?? typed,
      chosen,
      (national) => list.significant(national, iso ?? ''),
      (digits) => chosen !== undefined && isNationalNumber(digits, chosen),
    );
    if (entry === null) return mask(previous, '');
    if (entry.plus) return { value: LONE_PLUS, display: LONE_PLUS };
    return { value: entry.digits, display: list.format(entry.digits, undefined) };
  };
  return mask;
}
