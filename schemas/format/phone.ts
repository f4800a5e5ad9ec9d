import { PHONE_DIGITS } from '../rules/phone.ts';

/** A country the phone field can pick: ISO 3166 code and its full dial code (`1242` for the Bahamas, `44` for GB). */
export interface DialCountry {
  iso: string;
  dialCode: string;
  /**
   * The calling code before its national numbers, where the dial code also holds their leading digits (`7` for
   * Kazakhstan's `77`, whose numbers start 7…; `1` for the Bahamas' `1242`). The dial code when absent.
   */
  callingCode?: string;
}

/**
 * The code a country is shown and entered with: its calling code (`7` for Kazakhstan, `1` for the Bahamas). Its
 * leading digits belong to the national number the user types after it, so showing them made "+77" of Kazakhstan and
 * doubled the 7 of every number typed after it; they only tell which country a number is (detectCountry).
 */
export function callingCodeOf(country: DialCountry): string {
  return country.callingCode ?? country.dialCode;
}

/**
 * The digits kept from what the user typed into a phone field, or null when the keystroke is rejected (a letter or an
 * underscore, spec section 5). Several plus signs keep the last segment (a number pasted after a dial code); digits
 * are capped at the E.164 maximum. `international` tells whether a plus sign was typed in that segment. A link's
 * `tel:` and the international notation's "(0)", the trunk prefix not dialled from abroad, are no part of the number.
 */
export function phoneInput(entered: string): { digits: string; international: boolean } | null {
  const typed = entered.replace(/tel:|\(0\)/gi, '');
  if (/[\p{L}_]/u.test(typed)) return null;
  const plus = typed.lastIndexOf('+');
  const segment = plus === -1 ? typed : typed.slice(plus + 1);
  return { digits: segment.replace(/\D/g, '').slice(0, PHONE_DIGITS.max), international: plus !== -1 };
}

/** An international phone field after a keystroke: the number's digits (dial code first), and whether a lone plus shows. */
export interface PhoneEntry {
  digits: string;
  /** The user typed a plus and no digit yet: nothing is stored, but the plus stays so the next digits are international. */
  plus: boolean;
}

/**
 * An international phone field (the value carries its dial code) after the user typed `typed` (spec section 4: typing
 * digits updates the mask and the detected country). Digits after a plus are the whole number, dial code included;
 * digits without one (typed into an empty field, pasted or filled over it) are a national number of the `chosen`
 * country, whose calling code goes first unless they already begin with its dial code, and `significant` drops its trunk
 * prefix (0772… in Uganda, 8 800… in Russia). Digits that begin with the dial code are still a national number where
 * `national` says only that reading is a number (Kazakhstan's 777 123 4567: its dial code 77 is its numbers' first
 * digits). Typed after the dial code, only a 0 can be a trunk prefix there (no number goes on with one where the
 * country has it: +256 0772… is +256 772…), never Russia's 8 (+7 800… is a number).
 * Null when the keystroke is rejected (a letter or an underscore).
 */
export function typedPhoneNumber(
  typed: string,
  chosen: DialCountry | undefined,
  significant: (national: string) => string = (national) => national,
  national: (digits: string) => boolean = () => false,
): PhoneEntry | null {
  const input = phoneInput(typed);
  if (input === null) return null;
  const plus = input.international && input.digits === '';
  if (chosen === undefined || input.digits === '') return { digits: input.digits, plus };
  const { dialCode, callingCode = dialCode } = chosen;
  const digits = input.international || (input.digits.startsWith(dialCode) && !national(input.digits))
    ? (input.digits.startsWith(`${callingCode}0`) ? callingCode + significant(input.digits.slice(callingCode.length)) : input.digits)
    : callingCode + significant(input.digits);
  return { digits: digits.slice(0, PHONE_DIGITS.max), plus };
}

/**
 * A whole number pasted (or filled) beside the calling code a field shows alone, as typed into an empty field: after
 * "+256" a pasted "256772123456" would otherwise read +256 256…, and before it the number would be dropped (only the
 * last plus's digits count). Digits pasted after it that begin with the dial code may also be a national number
 * (Kazakhstan's 777…): typedPhoneNumber tells. `previous` is what the field showed, `typed` what it holds now. Null for
 * any other edit, a keystroke included.
 */
export function numberBesideDialCode(typed: string, previous: string, chosen: DialCountry | undefined): string | null {
  if (chosen === undefined || previous === '' || phoneInput(previous)?.digits !== callingCodeOf(chosen)) return null;
  const digitsOf = (text: string): string => phoneInput(text)?.digits ?? '';
  if (typed.startsWith(previous)) {
    const after = typed.slice(previous.length);
    const digits = digitsOf(after);
    return digits.length > chosen.dialCode.length && digits.startsWith(chosen.dialCode) ? after : null;
  }
  const before = typed.endsWith(previous) ? typed.slice(0, -previous.length) : '';
  return digitsOf(before).length > 1 ? before : null;
}

const digitSlots = (mask: string): number => mask.replace(/[^X\d]/g, '').length;

/** The mask for `count` digits: the shortest that holds them, else the longest (spec section 5: chosen by length). */
export function maskFor(count: number, masks: readonly string[]): string | undefined {
  const bySize = [...masks].sort((a, b) => digitSlots(a) - digitSlots(b));
  return bySize.find((mask) => digitSlots(mask) >= count) ?? bySize.at(-1);
}

/** `digits` laid into `mask` as far as they go (X, or a digit of the mask, takes one); digits beyond it follow as typed. */
export function applyMask(digits: string, mask = ''): string {
  let rest = digits;
  let shown = '';
  for (const slot of mask) {
    if (rest === '') break;
    const takesDigit = slot === 'X' || /\d/.test(slot);
    shown += takesDigit ? rest.slice(0, 1) : slot;
    if (takesDigit) rest = rest.slice(1);
  }
  return shown + rest;
}

/**
 * The country whose dial code is the longest prefix of `digits` (spec section 4). Among countries sharing that dial
 * code, `preferred` wins when it is one of them (the user chose it), else the first in `countries` (its main country).
 * `preferred` also stays while the digits are its calling code and no more of its dial code (+7 after choosing
 * Kazakhstan, whose dial code is 77): nothing typed yet says it is another country.
 */
export function detectCountry<Country extends DialCountry>(digits: string, countries: readonly Country[], preferred?: string): Country | undefined {
  const chosen = countries.find((country) => country.iso === preferred);
  if (chosen !== undefined && digits.startsWith(callingCodeOf(chosen)) && chosen.dialCode.startsWith(digits)) return chosen;
  let best: Country | undefined;
  for (const country of countries) {
    if (!digits.startsWith(country.dialCode)) continue;
    const longer = best === undefined || country.dialCode.length > best.dialCode.length;
    const preferredTie = best?.dialCode.length === country.dialCode.length && country.iso === preferred && best.iso !== preferred;
    if (longer || preferredTie) best = country;
  }
  return best;
}

/** Language codes whose flag is another country's (spec section 3): Ukrainian is Ukraine's, English the US's. */
const LANGUAGE_FLAGS: Readonly<Record<string, string>> = { uk: 'ua', en: 'us', hi: 'in', sw: 'ne' };

/** Spec section 9: the phone field's country until the user types a dial code or picks one (never the language's). */
export const NO_PHONE_COUNTRY = 'UN';

/** The upper-case flag country of a country or language-style code (`uk` is Ukraine's flag, `en-GB` counts as `en`). */
export function flagCountry(code: string | undefined): string {
  const short = (code ?? '').slice(0, 2).toLowerCase();
  if (!/^[a-z]{2}$/.test(short)) return NO_PHONE_COUNTRY;
  return (Object.hasOwn(LANGUAGE_FLAGS, short) ? (LANGUAGE_FLAGS[short] ?? short) : short).toUpperCase();
}

/** The flag emoji of an ISO 3166 or language-style code (two regional indicator symbols); a globe for none or UN. */
export function flagEmoji(code: string): string {
  const iso = flagCountry(code);
  if (iso === NO_PHONE_COUNTRY) return '🌐';
  const REGIONAL_A = 0x1f1e6;
  return String.fromCodePoint(...[...iso].map((letter) => REGIONAL_A + letter.charCodeAt(0) - 65));
}
