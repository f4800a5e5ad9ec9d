import { isolate, type TextDirection } from '../../schemas/format/bidi.ts';
import { reportWarning } from '../app/report-error.ts';
import { texts as commonTexts } from './common/en.ts';
import type { CommonKey, Translation } from './message-key.ts';

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
 * The English texts loaded so far: the common ones, then each screen's as its chunk is evaluated. One map, so a server
 * key resolves wherever its text lives; a typed key is always present, because its screen's module added it.
 */
const english = new Map<string, string>(Object.entries(commonTexts));

/** The chosen language's texts, every screen's at once (one chunk per language); empty while the language is English. */
let chosen: ReadonlyMap<string, string> = new Map();

/** The page's direction: on a right-to-left page every interpolated value is isolated. */
let direction: TextDirection = 'ltr';

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? isolate(String(params[name]), direction) : whole));
}

function textOf(key: string): string | undefined {
  return chosen.get(key) ?? english.get(key);
}

function translateKey(key: string, params: MessageParams = {}): string {
  return fill(textOf(key) ?? key, params);
}

/**
 * The shape of the spec's message keys (PH.ERROR.FIELD_REQUIRED). A server label in words ("Card number", "CVV") is
 * the server's text, shown as it is; only a missing key is worth telling the console.
 */
const MESSAGE_KEY = /^[A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)+$/;

function translateServerKey(key: string, params: MessageParams = {}): string {
  if (textOf(key) === undefined && MESSAGE_KEY.test(key)) reportWarning(`no text for the message key "${key}"; it is shown as is`);
  return translateKey(key, params);
}

/**
 * Puts a language's texts in place of English (its file from `languages/`, every screen's keys) and sets the page's
 * direction; before the first render, so no screen shows English first. `null` texts mean English.
 */
export function applyTranslation(translation: Translation | null, dir: TextDirection): void {
  chosen = new Map(translation === null ? [] : Object.values(translation).flatMap((screen) => Object.entries(screen)));
  direction = dir;
}

/**
 * The translator of one screen: adds the screen's English texts (its `<screen>/en.ts`, in that screen's chunk) to
 * what is loaded, and accepts their keys besides the common ones. A screen's module calls it once, at load; another
 * language's texts for the same keys come from `applyTranslation`.
 */
export function screenTranslator<T extends Readonly<Record<string, string>>>(texts: T): Translator<CommonKey | (keyof T & string)> {
  for (const [key, text] of Object.entries(texts)) english.set(key, text);
  return { translate: translateKey, translateServerKey };
}
