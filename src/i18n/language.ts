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

/** The storage the language is kept in; null or throwing when a third-party frame blocks it. */
export type StorageAccess = () => Pick<Storage, 'getItem' | 'setItem'> | null;

/** The stored language, or null when none is stored or storage is blocked (a sandboxed or third-party frame). */
export function readStoredLanguage(storage: StorageAccess): string | null {
  try {
    return storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers a language given by `lang`; blocked storage only means it is not remembered. */
export function writeStoredLanguage(storage: StorageAccess, language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked (third-party frame, private mode, quota): the language still applies to this visit.
  }
}

/**
 * The language of this visit, read from `lang` and the stored key, and stored again when `lang` gave it, so the
 * next visit without `lang` keeps it.
 */
export function chooseLanguage(langParam: string | null, storage: StorageAccess): Language {
  const language = resolveLanguage(langParam, langParam === null ? readStoredLanguage(storage) : null);
  if (langParam !== null) writeStoredLanguage(storage, language);
  return language;
}
