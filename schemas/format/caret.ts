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
  let at = 0;
  for (let seen = 0; seen < kept && at < display.length; at += 1) if (KEPT.test(display.charAt(at))) seen += 1;
  return at;
}

/**
 * What the user meant by deleting one of the mask's own characters (a space of a card number, the slash of an
 * expiry): the mask would put it straight back and the key would do nothing, so the kept character beside it goes
 * instead, before it for Backspace, after it for Delete (`inputType`, the browser's deleteContentBackward or
 * deleteContentForward). Null for any other edit, and for a separator at the end, which its mask lets go.
 */
export function separatorEdit(shown: string, typed: string, inputType: string): { text: string; caret: number } | null {
  const forward = inputType === 'deleteContentForward';
  if (typed.length !== shown.length - 1 || (!forward && inputType !== 'deleteContentBackward')) return null;
  let at = 0;
  while (at < typed.length && typed.charAt(at) === shown.charAt(at)) at += 1;
  if (at >= typed.length || KEPT.test(shown.charAt(at)) || typed.slice(at) !== shown.slice(at + 1)) return null;
  const step = forward ? 1 : -1;
  let target = at + step;
  while (target >= 0 && target < shown.length && !KEPT.test(shown.charAt(target))) target += step;
  if (target < 0 || target >= shown.length) return null;
  return { text: shown.slice(0, target) + shown.slice(target + 1), caret: forward ? at : target };
}
