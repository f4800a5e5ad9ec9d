import { texts } from './payout/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the payout entry pages. */
export const { translate } = screenTranslator(texts);
