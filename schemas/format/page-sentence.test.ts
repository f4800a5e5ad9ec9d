import { describe, expect, it } from 'vitest';
import { FSI, PDI } from './bidi.ts';
import { LRM, pageSentence, RLM } from './page-sentence.ts';

describe('pageSentence (a translated sentence shown where texts lay out in their own direction)', () => {
  it.each<[string, string, 'ltr' | 'rtl', string]>([
    ['a right-to-left page: a right-to-left mark first', `${FSI}DE44 •••• 4931${PDI} (غير مؤكَّد)`, 'rtl', `${RLM}${FSI}DE44 •••• 4931${PDI} (غير مؤكَّد)`],
    ['a left-to-right page: as is', 'DE44 •••• 4931 (not confirmed)', 'ltr', 'DE44 •••• 4931 (not confirmed)'],
    // Without the mark, an option would take the Arabic account's direction: "(not confirmed) 0154 حساب".
    ['a left-to-right page, an Arabic account in it: a left-to-right mark first', `${FSI}حساب 0154${PDI} (not confirmed)`, 'ltr', `${LRM}${FSI}حساب 0154${PDI} (not confirmed)`],
    ['a left-to-right page, a Hebrew account in it: a left-to-right mark first', `${FSI}חשבון 0154${PDI} (not confirmed)`, 'ltr', `${LRM}${FSI}חשבון 0154${PDI} (not confirmed)`],
    ['already marked: once', `${RLM}حساب`, 'rtl', `${RLM}حساب`],
    ['already marked, left to right: once', `${LRM}حساب (not confirmed)`, 'ltr', `${LRM}حساب (not confirmed)`],
  ])('%s', (_name, sentence, dir, shown) => {
    expect(pageSentence(sentence, dir)).toBe(shown);
  });
});
