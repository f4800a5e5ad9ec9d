import { isolate, type TextDirection } from './bidi.ts';
import { withoutInvisibles } from './typed-text.ts';

/** A letter of a right-to-left script: Hebrew, Arabic, Syriac, Thaana, NKo … and their presentation forms. */
export const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * A value the server sent (a card's brand, its last digits, its label) as it goes beside our own text. Its bidi and
 * invisible controls are dropped, so an override (U+202E) cannot reverse what follows it, nor a stray PDI close an
 * isolate of ours; then it is one isolate wherever it could move its neighbours: on right-to-left pages, as amounts
 * are (`isolate`), and on any page when it holds right-to-left letters (a Hebrew brand before "•••• 1111" pulls the
 * digits to its side). A left-to-right value on a left-to-right page stays as it was.
 */
export function isolateServerValue(value: string, dir: TextDirection): string {
  const visible = withoutInvisibles(value);
  return isolate(visible, RIGHT_TO_LEFT_LETTER.test(visible) ? 'rtl' : dir);
}
