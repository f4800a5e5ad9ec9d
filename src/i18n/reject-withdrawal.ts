import { texts } from './reject-withdrawal/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the dialog that cancels pending withdrawals. */
export const { translate } = screenTranslator(texts);
