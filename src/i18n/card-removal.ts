import { texts } from './card-removal/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of a saved card's removal that did not go through (card-removal/en.ts). */
export const { translate } = screenTranslator(texts);
