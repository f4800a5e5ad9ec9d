import { FIELD_HAS_ERROR, defineRule, failUnless, isTrue } from './define-rule.ts';

/** Spec section 5: cardholder names are stored at most this many characters long. */
export const CARDHOLDER_NAME_MAX_LENGTH = 255;

/** Trims and collapses repeated whitespace; the cleaned name is what is validated and sent. */
export function cleanCardholderName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** Not empty once cleaned, at most 255 characters, and not made only of digits, spaces and hyphens. */
export function checkCardholderName(value: string): boolean {
  const name = cleanCardholderName(value);
  if (name === '' || name.length > CARDHOLDER_NAME_MAX_LENGTH) return false;
  return !/^[\d\s-]+$/.test(name);
}

/** Spec section 5, cardholder name (PH.ERROR.FIELD_HAS_ERROR, or the server's message key). */
export const rule = defineRule({
  name: 'cardholderName',
  isParam: isTrue,
  check: (value) => failUnless(typeof value === 'string' && checkCardholderName(value), FIELD_HAS_ERROR),
});
