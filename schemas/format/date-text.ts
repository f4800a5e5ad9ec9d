import { clockParts } from './clock-parts.ts';

/** Each language's separator where it is no slash: a dot, and Arabic's slash after a right-to-left mark. */
const SEPARATORS: Readonly<Record<string, string>> = { ru: '.', uk: '.', tr: '.', he: '.', ar: '\u200f/' };

/**
 * A date in figures as the page's language writes it, on the user's clock: the day, the month and, `withYear`, the
 * year (31/12/2099, or 31/12), with the language's separator: a dot in Russian, Ukrainian, Turkish and Hebrew, a slash
 * elsewhere, after a right-to-left mark in Arabic (read from the right, the day still comes first). These are the
 * forms Intl.DateTimeFormat writes for each language's locale (pt-BR for Portuguese: date-text.test.ts names them
 * all), but not Intl itself: a page's first formatter loads ICU's data, ~100 ms of the method list's first render at
 * 4x CPU (README "No Intl on the first render"), and Chromium's ICU has no Uzbek (it writes 2099-12-31).
 */
export function dateText(at: Date, language: string, withYear: boolean): string {
  const { day, month } = clockParts(at);
  const separator = SEPARATORS[language] ?? '/';
  return day + separator + month + (withYear ? separator + at.getFullYear() : '');
}
