import { describe, expect, it } from 'vitest';
import { FSI, PDI, type TextDirection } from './bidi.ts';
import { isolateServerValue } from './server-value.ts';

describe('isolateServerValue', () => {
  it.each<[string, string, TextDirection, string]>([
    ['a plain brand on a left-to-right page', 'Visa', 'ltr', 'Visa'],
    ['a plain brand on a right-to-left page', 'Visa', 'rtl', `${FSI}Visa${PDI}`],
    ['an override (U+202E) is dropped', '<b>visa</b>\u202E', 'ltr', '<b>visa</b>'],
    ['every bidi control is dropped', '\u202Dvi\u200Fsa\u2066\u061C\u200E\u202A', 'ltr', 'visa'],
    ['a stray PDI cannot close the isolate it is put in', 'visa\u2069\u202E', 'rtl', `${FSI}visa${PDI}`],
    ['right-to-left letters are isolated on any page', 'כאל', 'ltr', `${FSI}כאל${PDI}`],
    ['Arabic letters too', 'مدى\u202E', 'ltr', `${FSI}مدى${PDI}`],
    ['digits stay digits', '1111', 'ltr', '1111'],
    ['nothing stays nothing', '\u202E', 'rtl', ''],
  ])('%s', (_, value, dir, shown) => {
    expect(isolateServerValue(value, dir)).toBe(shown);
  });
});
