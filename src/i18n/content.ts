import { texts } from './content/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the content page modal. */
export const { translate } = screenTranslator(texts);
