import type { TextDirection } from './bidi.ts';

/** RIGHT-TO-LEFT MARK (Unicode bidi): an invisible strong right-to-left character. */
export const RLM = '\u200F';

/**
 * A translated sentence shown where each text lays out in its own direction (a select's option: dir="auto"), kept in
 * the page's: Chromium takes an option's direction from its first strong letter, isolates included, so on a
 * right-to-left page a sentence that starts with a server text ("DE44 •••• 4931 (غير مؤكَّد)") would be laid out left
 * to right, its mark read before the account. A right-to-left mark first keeps it in the page's direction (screen
 * readers say nothing of it). Left-to-right pages leave it as is, as isolate() does.
 */
export function pageSentence(sentence: string, dir: TextDirection): string {
  return dir === 'rtl' && !sentence.startsWith(RLM) ? `${RLM}${sentence}` : sentence;
}
