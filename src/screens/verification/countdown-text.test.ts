import { afterAll, describe, expect, it } from 'vitest';
import { countdownParts } from '../../../schemas/money/format-countdown.ts';
import { FSI, PDI } from '../../../schemas/format/bidi.ts';
import type { Language } from '../../i18n/language.ts';
import type { Translation } from '../../i18n/message-key.ts';
import { applyTranslation } from '../../i18n/translator.ts';
import { translate } from '../../i18n/verification.ts';
import { countdownText } from './countdown-text.ts';

const files = import.meta.glob<Translation>(['../../i18n/languages/*.ts', '!../../i18n/languages/*.test.ts'], { eager: true, import: 'translation' });
const translationOf = (language: Language): Translation | null =>
  language === 'en' ? null : (Object.entries(files).find(([path]) => path.endsWith(`/${language}.ts`))?.[1] ?? null);

const TWO_DAYS = 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5000;
const ONE_DAY = 86_400_000 + 1000;
// The 2099 block seen 640779 hours ahead: 26699 days and 3 hours.
const YEARS = 640_779 * 3_600_000 + 29_000;

/** Under a day the clock alone, the same everywhere; then each language's sentence for one day, two days, years. */
const TABLE: Readonly<Record<Language, readonly [string, string, string]>> = {
  en: ['1 day 00:00:01', '2 days 03:04:05', '26699 days 03:00:29'],
  ru: ['1 день 00:00:01', '2 дня 03:04:05', '26699 дн. 03:00:29'],
  uk: ['1 день 00:00:01', '2 дні 03:04:05', '26699 дн. 03:00:29'],
  uz: ['1 kun 00:00:01', '2 kun 03:04:05', '26699 kun 03:00:29'],
  hi: ['1 दिन 00:00:01', '2 दिन 03:04:05', '26699 दिन 03:00:29'],
  sw: ['siku 1 00:00:01', 'siku 2 03:04:05', 'siku 26699 03:00:29'],
  pt: ['1 dia 00:00:01', '2 dias 03:04:05', '26699 dias 03:00:29'],
  es: ['1 día 00:00:01', '2 días 03:04:05', '26699 días 03:00:29'],
  tr: ['1 gün 00:00:01', '2 gün 03:04:05', '26699 gün 03:00:29'],
  fr: ['1 jour 00:00:01', '2 jours 03:04:05', '26699 jours 03:00:29'],
  // Two days in the dual (يومان, not "2 أيام"); أيام, the plural of 3 to 10, from three: a countdown shows at most 7 days
  // (a longer block names its end date instead).
  ar: [`يوم واحد ${FSI}00:00:01${PDI}`, `يومان ${FSI}03:04:05${PDI}`, `${FSI}26699${PDI} أيام ${FSI}03:00:29${PDI}`],
  he: [`יום אחד ${FSI}00:00:01${PDI}`, `יומיים ${FSI}03:04:05${PDI}`, `${FSI}26699${PDI} ימים ${FSI}03:00:29${PDI}`],
};

describe.each(Object.entries(TABLE) as [Language, readonly [string, string, string]][])('countdownText in %s', (language, [oneDay, twoDays, years]) => {
  afterAll(() => applyTranslation(null, 'ltr'));

  it.each<[number, string]>([
    [0, '00:00:00'],
    [59_000, '00:00:59'],
    [86_399_000, '23:59:59'],
    [ONE_DAY, oneDay],
    [TWO_DAYS, twoDays],
    [YEARS, years],
  ])('%i ms reads %s', (remaining, expected) => {
    applyTranslation(translationOf(language), language === 'ar' || language === 'he' ? 'rtl' : 'ltr');
    expect(countdownText(countdownParts(remaining), translate)).toBe(expected);
  });
});
