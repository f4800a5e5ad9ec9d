import { texts } from './routing/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of a routable method's routing step. */
export const { translate, translateServerKey } = screenTranslator(texts);
