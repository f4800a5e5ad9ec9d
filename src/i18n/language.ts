import { rememberedChoice, type StorageAccess } from '../app/remembered-param.ts';

/** The languages the cashier has texts for (issue 10 item 9); English is the fallback of every chain. */
export const LANGUAGES = ['en', 'ru', 'uk', 'uz', 'hi', 'sw', 'pt', 'es', 'tr', 'fr', 'ar', 'he'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The storage key that remembers the language between visits (spec section 7). */
export const LANGUAGE_STORAGE_KEY = 'airPmCashierLang';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to show: `lang` (language-BRAND per spec section 1, cut to its two letters: pt-BR -> pt), else the
 * stored one, else English; a language without texts falls back to English.
 */
export function resolveLanguage(langParam: string | null, stored: string | null): Language {
  const wanted = (langParam ?? stored ?? 'en').slice(0, 2).toLowerCase();
  return isLanguage(wanted) ? wanted : 'en';
}

/**
 * The language of this visit, read from `lang` and the stored key, and stored again when `lang` gave it, so the
 * next visit without `lang` keeps it.
 */
export function chooseLanguage(langParam: string | null, storage: StorageAccess): Language {
  const language = (text: string): Language => resolveLanguage(text, null);
  return rememberedChoice(LANGUAGE_STORAGE_KEY, langParam, language, storage) ?? 'en';
}
