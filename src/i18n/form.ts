import { texts } from './form/en.ts';
import { screenTranslator } from './translator.ts';

/** The translator of a method's form, its field widgets and its rules' errors. */
export const { translate, translateServerKey } = screenTranslator(texts);
