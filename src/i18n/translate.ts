import { en, type MessageKey } from './en.ts';

export type MessageParams = Readonly<Record<string, string | number>>;

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The text for a message key with its `{name}` parameters filled in; an unknown key shows as itself, so nothing is blank. */
export function translate(key: string, params: MessageParams = {}): string {
  const template: string = isMessageKey(key) ? en[key] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
