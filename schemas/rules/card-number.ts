// The card number check alone: the package's index also brings its expiry, CVV and postal code checks (~1 KB gzip).
import { cardNumber } from 'card-validator/dist/card-number';
import luhn10 from 'card-validator/dist/luhn-10';
import type { CvvLength } from './cvv.ts';
import { defineRule, failUnless, isTrue } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';

/** Longest card number the spec accepts (section 9: card pan max length 19). */
export const CARD_NUMBER_MAX_DIGITS = 19;

/**
 * Brands card-validator does not know, or knows with fewer lengths (spec section 3, "extra card types"). The spec
 * gives each one a leading digit; they are only consulted when card-validator finds no valid brand.
 */
const EXTRA_BRANDS = [
  { type: 'visa', prefix: '4', lengths: [16, 17, 18, 19] },
  { type: 'uzs', prefix: '8', lengths: [16] },
  { type: 'uzcard', prefix: '9', lengths: [16] },
  { type: 'humo', prefix: '6', lengths: [16] },
] as const;

/** The stored form of a card number: spaces removed, as typed otherwise. */
export function stripCardNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Below this many digits a card number needs only to be potentially valid (spec section 5). */
export const FULL_CHECK_DIGITS = 16;

/**
 * Spec section 5: digits only once spaces are stripped; below 16 digits only potentially valid (a known brand that
 * allows more digits, or a complete shorter card such as a 15-digit american express), otherwise fully valid: Luhn
 * sum and a length its brand allows.
 */
export function checkCardNumber(value: string): boolean {
  const digits = stripCardNumber(value);
  if (!/^\d+$/.test(digits) || digits.length > CARD_NUMBER_MAX_DIGITS) return false;
  const checked = cardNumber(digits);
  const extra = extraBrand(digits);
  if (digits.length < FULL_CHECK_DIGITS && (checked.isPotentiallyValid || (extra !== undefined && digits.length < Math.max(...extra.lengths)))) return true;
  if (checked.isValid) return true;
  return extra !== undefined && extra.lengths.some((length) => length === digits.length) && luhn10(digits);
}

/**
 * How many leading digits decide a brand: credit-card-type's longest prefix pattern (troy's 65083700-65083704). A card
 * number's later digits never change it, so typing them reuses the brand of these (`lastBrand`): card-validator
 * clones its brand table on every call, a third of a card-number keystroke's own script time.
 */
const BRAND_DIGITS = 8;
let lastBrand: { digits: string; brand: string | null } | undefined;

/** The card brand (card-validator's type, e.g. 'visa', 'american-express'), or null when none matches. */
export function cardBrand(value: string): string | null {
  const stripped = stripCardNumber(value);
  if (!/^\d+$/.test(stripped)) return null;
  const digits = stripped.slice(0, BRAND_DIGITS);
  if (lastBrand?.digits !== digits) lastBrand = { digits, brand: cardNumber(digits).card?.type ?? extraBrand(digits)?.type ?? null };
  return lastBrand.brand;
}

/** Security code size for the card number's brand: 4 for american express, otherwise 3. */
export function cvvLength(cardNumber: string): CvvLength {
  return cardBrand(cardNumber) === 'american-express' ? 4 : 3;
}

function extraBrand(digits: string): (typeof EXTRA_BRANDS)[number] | undefined {
  return EXTRA_BRANDS.find((brand) => digits.startsWith(brand.prefix));
}

/** Spec section 5, card number: potentially valid below 16 digits, else Luhn and brand length; PH.ERROR.INCORRECT_CARD_NUMBER. */
export const rule = defineRule({
  name: 'cardNumber',
  isParam: isTrue,
  check: (value) => failUnless(typeof value === 'string' && checkCardNumber(value), ERROR_KEYS.INCORRECT_CARD_NUMBER),
});
