import { describe, expect, it } from 'vitest';
import { asciiDigits, normaliseTyped, withoutInvisibles } from './typed-text.ts';

describe('asciiDigits (issue 8: digits from other keyboards)', () => {
  it.each([
    ['full-width (Japanese input)', '４１１１　１１１１', '4111　1111'],
    ['Arabic-Indic', '٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['Persian (Extended Arabic-Indic)', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['mixed with ASCII', '12/٢٧', '12/27'],
    ['the Arabic decimal separator, a point (١٢٫٥ is 12.5, never 125)', '١٢٫٥', '12.5'],
    ['a full-width full stop', '１２．５', '12.5'],
    ['ASCII untouched', '0123456789', '0123456789'],
  ])('%s', (_, typed, expected) => {
    expect(asciiDigits(typed)).toBe(expected);
  });
});

describe('withoutInvisibles (issue 8: bidi controls and zero-width characters)', () => {
  it.each([
    ['a right-to-left override', 'John\u202ESmith', 'JohnSmith'],
    ['zero-width space, joiners and BOM', '\uFEFFJo\u200Bhn\u200C\u200D', 'John'],
    ['marks and isolates', '\u200EA\u200F\u2066B\u2069\u061C', 'AB'],
  ])('drops %s', (_, typed, expected) => {
    expect(withoutInvisibles(typed)).toBe(expected);
  });

  it('keeps letters in any script', () => {
    expect(withoutInvisibles('محمد Ñúñez 山田 Иван')).toBe('محمد Ñúñez 山田 Иван');
  });
});

describe('normaliseTyped', () => {
  it('turns digits to ASCII only in digit fields', () => {
    expect(normaliseTyped('٤\u202E١', true)).toBe('41');
    expect(normaliseTyped('٤\u202E١', false)).toBe('٤١');
  });
});
