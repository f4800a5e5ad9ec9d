import { describe, expect, it } from 'vitest';
import { FSI, PDI } from './bidi.ts';
import { pageSentence, RLM } from './page-sentence.ts';

describe('pageSentence (a translated sentence shown where texts lay out in their own direction)', () => {
  it.each<[string, string, 'ltr' | 'rtl', string]>([
    ['a right-to-left page: a right-to-left mark first', `${FSI}DE44 •••• 4931${PDI} (غير مؤكَّد)`, 'rtl', `${RLM}${FSI}DE44 •••• 4931${PDI} (غير مؤكَّد)`],
    ['a left-to-right page: as is', 'DE44 •••• 4931 (not confirmed)', 'ltr', 'DE44 •••• 4931 (not confirmed)'],
    ['already marked: once', `${RLM}حساب`, 'rtl', `${RLM}حساب`],
  ])('%s', (_name, sentence, dir, shown) => {
    expect(pageSentence(sentence, dir)).toBe(shown);
  });
});
