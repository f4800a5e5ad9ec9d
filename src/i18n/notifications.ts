import { texts } from './notifications/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the realtime notifications. */
export const { translate } = screenTranslator(texts);
