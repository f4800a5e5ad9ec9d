/** A character a mask keeps (a digit or letter); spaces, slashes, brackets and plus signs are the mask's own. */
const KEPT = /[\p{L}\p{N}]/u;

/** How many kept characters stand before `at` in `text`: where the user's caret is, in the mask's terms. */
export function keptBefore(text: string, at: number): number {
  return [...text.slice(0, at)].filter((char) => KEPT.test(char)).length;
}

/**
 * Where the caret goes in `display` so that `kept` kept characters stand before it, as they did where the user typed:
 * an edit in the middle of a masked number stays in the middle, however the mask regrouped it.
 */
export function caretAt(display: string, kept: number): number {
  if (kept === 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (KEPT.test(display.charAt(index))) seen += 1;
    if (seen === kept) return index + 1;
  }
  return display.length;
}
