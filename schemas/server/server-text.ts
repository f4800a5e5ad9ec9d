import { BIDI_CONTROL } from './bidi-control.ts';

const PDI = '\u2069';

/**
 * A server text without the controls of BIDI_CONTROL that could reverse it: every embedding and override goes (the isolates and our `dir="auto"` lay a
 * text out in its own direction without them, and none can reverse what it holds), an isolate stays only with its PDI.
 * Marks (LRM, RLM, ALM), balanced isolates and every letter stay as sent.
 */
export function withoutBidiOverrides(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  let kept = '';
  const open: number[] = [];
  for (const char of text) {
    if (char === PDI) {
      if (open.pop() !== undefined) kept += char;
    } else if (char >= '\u2066' && char <= '\u2068') {
      open.push(kept.length);
      kept += char;
    } else if (char < '\u202A' || char > '\u202E') kept += char;
  }
  for (const at of open.reverse()) kept = kept.slice(0, at) + kept.slice(at + 1);
  return kept;
}

/**
 * A server answer (parsed JSON) with `withoutBidiOverrides` applied to every string value; keys are names the cashier
 * sends back, and stay. An answer without such controls is answered as the same object, so the caller can tell.
 */
export function neutraliseServerText(json: unknown): unknown {
  if (typeof json === 'string') return withoutBidiOverrides(json);
  if (typeof json !== 'object' || json === null) return json;
  const entries = Object.entries(json);
  const cleaned = entries.map(([, value]: [string, unknown]) => neutraliseServerText(value));
  if (cleaned.every((value, index) => value === entries[index]?.[1])) return json;
  return Array.isArray(json) ? cleaned : Object.fromEntries(entries.map(([key], index) => [key, cleaned[index]]));
}
