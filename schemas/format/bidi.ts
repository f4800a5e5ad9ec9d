/** The page's text direction (spec section 1: the body carries ltr or rtl). */
export type TextDirection = 'ltr' | 'rtl';

/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (Unicode bidi): the text between them is laid out on its own. */
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * A run a right-to-left page shows as one unit, in the direction of its own first letter, so its neighbours (a dash,
 * a separator, another amount) cannot pull its digits and currency apart. Left-to-right pages leave it as is: their
 * texts run the same way as the runs, and English strings stay what they were. An already isolated run is not wrapped
 * twice.
 */
export function isolate(text: string, dir: TextDirection): string {
  return dir === 'ltr' || text === '' || isOneIsolate(text) ? text : `${FSI}${text}${PDI}`;
}

/** Whether the whole text is one isolate: its first FSI closes at its last character. */
function isOneIsolate(text: string): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === FSI) depth += 1;
    else if (char === PDI) depth -= 1;
    if (depth === 0) return index === text.length - 1 && char === PDI;
  }
  return false;
}
