import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/i18n/language.ts';
import { inTimeZone } from '../../tests/time-zone.ts';
import { dateText } from './date-text.ts';

/**
 * The locale whose customary date each language shows: the country of most of its users (Portuguese is Brazil's), and
 * English the day first, as Britain writes it (the spec's restriction message is "day.month"; the US's 12/31 is not).
 */
const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  ru: 'ru-RU',
  uk: 'uk-UA',
  uz: 'uz-Latn-UZ',
  hi: 'hi-IN',
  sw: 'sw-KE',
  pt: 'pt-BR',
  es: 'es-ES',
  tr: 'tr-TR',
  fr: 'fr-FR',
  ar: 'ar',
  he: 'he-IL',
};

const RLM = '\u200f';
const END = new Date(Date.UTC(2099, 11, 31, 23, 59));

describe('dateText: a date in figures as the page\'s language writes it (in UTC)', () => {
  inTimeZone('UTC');

  it.each<[Language, string, string]>([
    ['en', '31/12/2099', '31/12'],
    ['ru', '31.12.2099', '31.12'],
    ['uk', '31.12.2099', '31.12'],
    ['uz', '31/12/2099', '31/12'],
    ['hi', '31/12/2099', '31/12'],
    ['sw', '31/12/2099', '31/12'],
    ['pt', '31/12/2099', '31/12'],
    ['es', '31/12/2099', '31/12'],
    ['tr', '31.12.2099', '31.12'],
    ['fr', '31/12/2099', '31/12'],
    ['ar', `31${RLM}/12${RLM}/2099`, `31${RLM}/12`],
    ['he', '31.12.2099', '31.12'],
  ])('%s: %s, and %s without the year', (language, withYear, dayAndMonth) => {
    expect(dateText(END, language, true)).toBe(withYear);
    expect(dateText(END, language, false)).toBe(dayAndMonth);
  });

  // Node's ICU has every locale's data (Chromium's has no Uzbek, and a page's first Intl formatter costs it ~100 ms).
  it.each(LANGUAGES)('%s writes it as Intl.DateTimeFormat does for its locale', (language) => {
    const intl = new Intl.DateTimeFormat(LOCALES[language], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    for (const at of [END, new Date(Date.UTC(2027, 2, 4, 5, 6))]) expect(dateText(at, language, true)).toBe(intl.format(at));
  });

  it('pads the day and month to two figures', () => {
    expect(dateText(new Date(Date.UTC(2027, 2, 4, 5, 6)), 'pt', true)).toBe('04/03/2027');
  });
});

describe('dateText on the user\'s clock (the browser\'s time zone, here Tokyo)', () => {
  inTimeZone('Asia/Tokyo');

  it('the zone can move the date, and the year with it', () => {
    expect(dateText(END, 'pt', true)).toBe('01/01/2100');
    expect(dateText(END, 'pt', false)).toBe('01/01');
  });
});
