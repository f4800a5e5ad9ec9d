import { describe, expect, it } from 'vitest';
import { oneTimeCode } from './one-time-code.ts';

describe('oneTimeCode (what is sent of a typed or pasted one-time code)', () => {
  it.each([
    ['spaces around and inside (a pasted message)', ' 482 915 ', '482915'],
    ['a hyphen, an en dash and a minus sign', '482-915 48\u20132915 48\u22122', '482915482915482'],
    ['no-break, narrow and ideographic spaces, a tab', '482\u00A0915\u202F1\u30002\t3', '482915123'],
    ['Arabic-Indic digits (lang=ar)', '٤٨٢٩١٥', '482915'],
    ['Persian and full-width digits', '۴۸۲ ９１５', '482915'],
    ['invisible marks a right-to-left paste brings', '\u200F٤٨٢\u200E٩١٥\u2069', '482915'],
    ['letters stay', 'ab-12 CD', 'ab12CD'],
    ['only separators', ' - ', ''],
    ['a clean code untouched', '482915', '482915'],
  ])('%s', (_name, typed, expected) => {
    expect(oneTimeCode(typed)).toBe(expected);
  });
});
