import { texts } from './three-ds/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the 3-D Secure return page. */
export const { translate, translateServerKey } = screenTranslator(texts);
