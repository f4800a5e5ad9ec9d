import { reportWarning } from '../app/report-error.ts';
import { texts as commonTexts } from './common/en.ts';
import type { CommonKey } from './message-key.ts';

/** Values a text may interpolate: `{name}` in the text is replaced by `params.name`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The two ways a screen turns a message key into text. */
export interface Translator<K extends string> {
  /** A key named in code: only the common keys and the screen's own are accepted, so a typo does not compile. */
  translate: (key: K, params?: MessageParams) => string;
  /**
   * A key that arrived as data (the server's processing-time, validation or empty-list keys, a rule's error key):
   * its text when one is loaded, else the key itself, never a blank, and the console is told once.
   */
  translateServerKey: (key: string, params?: MessageParams) => string;
}

/**
 * Every text loaded so far: the common ones, then each screen's as its chunk is evaluated. One map, so a server key
 * resolves wherever its text lives; a typed key is always present, because its screen's module added it.
 */
const loaded = new Map<string, string>(Object.entries(commonTexts));

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

function translateKey(key: string, params: MessageParams = {}): string {
  return fill(loaded.get(key) ?? key, params);
}

function translateServerKey(key: string, params: MessageParams = {}): string {
  if (!loaded.has(key)) reportWarning(`no text for the message key "${key}"; it is shown as is`);
  return translateKey(key, params);
}

/**
 * The translator of one screen: adds the screen's texts (its `<screen>/en.ts`, in that screen's chunk) to what is
 * loaded, and accepts their keys besides the common ones. A screen's module calls it once, at load. A later language
 * is one `<screen>/<lang>.ts` per screen, typed by the keys of its `en.ts`.
 */
export function screenTranslator<T extends Readonly<Record<string, string>>>(texts: T): Translator<CommonKey | (keyof T & string)> {
  for (const [key, text] of Object.entries(texts)) loaded.set(key, text);
  return { translate: translateKey, translateServerKey };
}
