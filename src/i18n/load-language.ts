import type { TextDirection } from '../../schemas/format/bidi.ts';
import type { Language } from './language.ts';
import type { Translation } from './message-key.ts';
import { loadChunk } from '../telemetry/errors/chunk-load.ts';
import { applyTranslation } from './translator.ts';

/**
 * Every language but English, one chunk each (`languages/<language>.ts`, all screens' texts), fetched only when that
 * language is chosen. English comes with each screen's own chunk instead, so it costs the first path nothing more.
 */
const translations = import.meta.glob<{ translation: Translation }>(['./languages/*.ts', '!./languages/*.test.ts']);

/**
 * Starts the visit's language: the page direction at once, and the language's texts fetched now, beside the init call
 * and the screen's code. Null when there is nothing to wait for (English); else render once the promise settles. Texts
 * that fail to load leave English, laid out left to right (the promise rejects).
 */
export function startLanguage(language: Language, dir: TextDirection): Promise<void> | null {
  applyTranslation(null, dir);
  const load = translations[`./languages/${language}.ts`];
  if (load === undefined) return null;
  return loadChunk(load)().then(
    (module) => applyTranslation(module.translation, dir),
    (error: unknown) => {
      applyTranslation(null, 'ltr');
      throw error;
    },
  );
}
