import { describe, expect, it } from 'vitest';
import { FSI, isolate, PDI, type TextDirection } from './bidi.ts';

describe('isolate', () => {
  it.each<[string, TextDirection, string]>([
    ['5.000 KWD', 'rtl', `${FSI}5.000 KWD${PDI}`],
    ['5.000 KWD', 'ltr', '5.000 KWD'],
    ['', 'rtl', ''],
    [`${FSI}KWD 5.000${PDI}`, 'rtl', `${FSI}KWD 5.000${PDI}`],
    [`${FSI}a${PDI} – ${FSI}b${PDI}`, 'rtl', `${FSI}${FSI}a${PDI} – ${FSI}b${PDI}${PDI}`],
  ])('%j in %s -> %j', (text, dir, expected) => {
    expect(isolate(text, dir)).toBe(expected);
  });
});
