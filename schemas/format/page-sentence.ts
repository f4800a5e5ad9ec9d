import type { TextDirection } from './bidi.ts';
import { RIGHT_TO_LEFT_LETTER } from './server-value.ts';

/** RIGHT-TO-LEFT MARK and LEFT-TO-RIGHT MARK (Unicode bidi): invisible strong characters of either direction. */
export const RLM = '\u200F';
export const LRM = '\u200E';

/**
 * A translated sentence shown where each text lays out in its own direction (a select's option: dir="auto"), kept in
 * the page's: Chromium takes an option's direction from its first strong letter, isolates included, so a sentence that
 * starts with a server text would be laid out in that text's direction, its mark read before the account: on an Arabic
 * page "DE44 •••• 4931 (غير مؤكَّد)" left to right, on an English page "(not confirmed) 0154 حساب" right to left. A mark
 * of the page's direction first keeps it in the page's (screen readers say nothing of it). A left-to-right page leaves a
 * sentence without a right-to-left letter as it is, as isolate() does.
 */
export function pageSentence(sentence: string, dir: TextDirection): string {
  const mark = dir === 'rtl' ? RLM : LRM;
  return sentence.startsWith(mark) || (dir === 'ltr' && !RIGHT_TO_LEFT_LETTER.test(sentence)) ? sentence : `${mark}${sentence}`;
}
