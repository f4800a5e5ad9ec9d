import { screenTranslator } from './translator.ts';

/** The translator of the texts every screen shows (app shell, loading, failures). */
export const { translate, translateServerKey } = screenTranslator({});
