import { asciiDigits, withoutInvisibles } from './typed-text.ts';

/** Spaces of any kind and dashes, which group a code when it is read out, copied from a message or pasted. */
const SEPARATORS = /[\s\u2010-\u2015\u2212-]/g;

/**
 * A one-time code as the server wants it, from what the user typed or pasted: the shared clean-up of every input
 * (typed-text.ts: no invisible characters, ASCII digits), then without the spaces and dashes that group it
 * (" 482 915 " and "482-915" are 482915, "٤٨٢٩١٥" too). Letters stay: a code may have them.
 */
export function oneTimeCode(typed: string): string {
  return asciiDigits(withoutInvisibles(typed)).replace(SEPARATORS, '');
}
