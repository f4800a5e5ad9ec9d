import { texts } from './verification/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the payout-account verification and one-time-code dialogs. */
export const { translate } = screenTranslator(texts);
