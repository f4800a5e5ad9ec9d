import { texts } from './account/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the account-management pages (account blocked, status, support, saved cards). */
export const { translate } = screenTranslator(texts);
