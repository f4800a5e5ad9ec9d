import { describe, expect, it } from 'vitest';
import { detectCountry, flagCountry, flagEmoji, phoneInput, type DialCountry } from './phone.ts';

describe('phoneInput (what a phone field keeps of the typed text)', () => {
  it.each([
    ['+44 20 7946 0958', { digits: '442079460958', international: true }],
    ['(020) 7946-0958', { digits: '02079460958', international: false }],
    ['+7+44 20 7946 0958', { digits: '442079460958', international: true }],
    ['+1+', { digits: '', international: true }],
    ['1234567890123456789', { digits: '123456789012345', international: false }],
    ['020.7946.0958', { digits: '02079460958', international: false }],
    ['+44 20 79A6', null],
    ['+44_20', null],
    ['+7 хх', null],
  ])('%j -> %j', (typed, expected) => {
    expect(phoneInput(typed)).toEqual(expected);
  });
});

/** Metadata order: the main country of a shared dial code first. */
const COUNTRIES: DialCountry[] = [
  { iso: 'US', dialCode: '1' },
  { iso: 'BS', dialCode: '1242' },
  { iso: 'CA', dialCode: '1' },
  { iso: 'GB', dialCode: '44' },
  { iso: 'GG', dialCode: '44' },
  { iso: 'CZ', dialCode: '420' },
  { iso: 'SK', dialCode: '421' },
  { iso: 'RU', dialCode: '7' },
  { iso: 'KZ', dialCode: '77' },
];

describe('detectCountry (longest matching dial code)', () => {
  it.each([
    ['12125551234', undefined, 'US'],
    ['12425551234', undefined, 'BS'],
    ['124', undefined, 'US'],
    ['12125551234', 'CA', 'CA'],
    ['12425551234', 'CA', 'BS'],
    ['442079460958', undefined, 'GB'],
    ['442079460958', 'GG', 'GG'],
    ['420601123456', 'US', 'CZ'],
    ['42', undefined, undefined],
    ['4', undefined, undefined],
    ['77012345678', 'RU', 'KZ'],
    ['79161234567', undefined, 'RU'],
    ['', undefined, undefined],
  ])('%s (preferring %s) -> %s', (digits, preferred, iso) => {
    expect(detectCountry(digits, COUNTRIES, preferred)?.iso).toBe(iso);
  });
});

describe('flagCountry (default phone country from the language)', () => {
  it.each([
    ['uk', 'UA'],
    ['en', 'US'],
    ['en-GB', 'US'],
    ['hi', 'IN'],
    ['sw', 'NE'],
    ['de', 'DE'],
    ['', 'UN'],
    [undefined, 'UN'],
    ['1x', 'UN'],
  ])('%j -> %s', (language, iso) => {
    expect(flagCountry(language)).toBe(iso);
  });
});

describe('flagEmoji', () => {
  it.each([
    ['GB', '🇬🇧'],
    ['ua', '🇺🇦'],
    ['UN', '🌐'],
    ['', '🌐'],
  ])('%j -> %s', (iso, flag) => {
    expect(flagEmoji(iso)).toBe(flag);
  });
});
