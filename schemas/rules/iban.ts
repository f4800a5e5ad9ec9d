import { defineRule, failUnless, isTrue } from './define-rule.ts';

/** The IBAN error key (translated by the app). */
export const INCORRECT_IBAN = 'PH.ERROR.INCORRECT_IBAN';

/** ISO 13616 IBAN lengths of common countries; other countries are held to the general 15-34 range. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20, BE: 16, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GR: 27, HR: 21,
  HU: 28, IE: 22, IT: 27, LT: 20, LU: 20, LV: 21, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19,
  SK: 24, TR: 26, UA: 29,
};

/** The stored form of an IBAN: spaces removed, letters upper-cased. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 of the rearranged IBAN, computed in chunks so no digit string outgrows a double. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = [...rearranged].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  let remainder = 0;
  for (let index = 0; index < digits.length; index += 7) {
    remainder = Number(`${remainder}${digits.slice(index, index + 7)}`) % 97;
  }
  return remainder;
}

/** Upper-case country code, check digits and letters or digits, the country's length, and a mod-97 remainder of 1. */
export function checkIban(value: string): boolean {
  // Only spaces are forgiven: the widget upper-cases as the user types, so lower case here is not an IBAN.
  const iban = value.replace(/\s+/g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return mod97(iban) === 1;
}

/** An IBAN (ISO 13616): PH.ERROR.INCORRECT_IBAN. */
export const rule = defineRule({
  name: 'iban',
  isParam: isTrue,
  check: (value) => failUnless(typeof value === 'string' && checkIban(value), INCORRECT_IBAN),
});
