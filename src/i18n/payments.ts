import { texts } from './payments/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the alternative payments' return pages. */
export const { translate } = screenTranslator(texts);
