import { texts } from './result/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the result page. */
export const { translate, translateServerKey } = screenTranslator(texts);
