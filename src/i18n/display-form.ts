import { texts } from './display-form/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of the display form (QR code and details to copy). */
export const { translate } = screenTranslator(texts);
