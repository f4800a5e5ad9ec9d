/**
 * What every input keeps of what the user typed, before masks, rules and the payload see it (issue 8):
 * bidi controls and zero-width characters are dropped from every field, and in digit fields the digits of other
 * keyboards (full-width, Arabic-Indic, Persian) become ASCII, so what is shown and what is sent agree.
 */

/** LRM, RLM, ALM, the embeddings/overrides U+202A..U+202E, the isolates U+2066..U+2069; zero-width space, joiners,
 * word joiner and the byte-order mark. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\u061C\uFEFF]/g;

/** The zero of each digit block that becomes ASCII: full-width, Arabic-Indic, Extended Arabic-Indic (Persian, Urdu). */
const DIGIT_ZEROS = [0xff10, 0x0660, 0x06f0] as const;
const FOREIGN_DIGIT = /[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]/g;

function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
  return String(code - zero);
}

export function withoutInvisibles(typed: string): string {
  return typed.replace(INVISIBLE, '');
}

/** The Arabic decimal separator (U+066B) and the full-width full stop: a decimal point typed on those keyboards. */
const FOREIGN_POINT = /[\u066B\uFF0E]/g;

/** Digits and decimal points of other keyboards as ASCII: ١٢٫٥ is 12.5, never 125 (a tenfold amount). */
export function asciiDigits(typed: string): string {
  return typed.replace(FOREIGN_DIGIT, asciiDigit).replace(FOREIGN_POINT, '.');
}

/** The one normalisation step of MaskedInput: digit fields also get ASCII digits. */
export function normaliseTyped(typed: string, digitField: boolean): string {
  const visible = withoutInvisibles(typed);
  return digitField ? asciiDigits(visible) : visible;
}
