import { texts } from './method-list/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the method list. */
export const { translate, translateServerKey } = screenTranslator(texts);
