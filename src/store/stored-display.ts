import { use } from 'react';
import { lazyChunk } from '../../schemas/chunks/lazy-chunk.ts';
import { BIDI_CONTROL } from '../../schemas/server/bidi-control.ts';
import type { FlowType } from '../../schemas/server/v1/types.ts';
import type { Stored } from '../../schemas/stored/stored-values.ts';
import { parseStored } from '../../schemas/validators/parse-stored.ts';
import { reportWarning } from '../app/report-error.ts';
import { keepDisplay, keptDisplay } from './display-form.ts';
import { readStoredJson, readStoredParsed, removeStored, writeStored } from './storage.ts';

/**
 * Storage key of the payment waiting in the display form, so a reload of the page shows it again: its display fields
 * only, with the session id it belongs to; removed once the payment leaves the form.
 */
const DISPLAY_KEY = 'phDisplayForm';

/**
 * A payment waiting for the user to pay elsewhere (scan the QR code, copy the details): what the display form shows,
 * as its stored form's schema says (schemas/stored/display-form.schema.ts): the session and flow it belongs to, the
 * method's id and name, the amount sent (major units; null when the form had no amount), its currency and the display
 * data (QR text, details to copy, expiry).
 */
export type PendingDisplay = Stored<'displayForm'>;

/**
 * The waiting payment as written for a reload, read where it enters from storage: through its precompiled schema, as
 * any server answer is. Anything else (corrupted, hostile, another release's shape) is none, and where it differs is
 * told to the console (the places, never the stored text).
 */
export function parseStoredDisplay(json: unknown): PendingDisplay | null {
  const parsed = parseStored('displayForm', json);
  if (parsed.ok) return parsed.value;
  reportWarning(`The stored display form is not one this cashier writes (at ${parsed.at.map((at) => at || '/').join(', ')}): it is dropped.`);
  return null;
}

/** The time left to pay is shown once it is under a day: a deadline further off asks nothing of the user yet. */
export const DEADLINE_SHOWN_MS = 24 * 60 * 60 * 1000;

/**
 * The display form shows this payment: kept for the page and stored for a reload. What is written is what the screen
 * shows (QR text, the details' names, labels and values, the expiry), nothing more of the answer; a display form never
 * holds card data.
 */
export function storeDisplay(shown: PendingDisplay): void {
  keepDisplay(shown);
  const { qr_code: qr, parameters = [], expires_at: expiresAt } = shown.display;
  const display = { qr_code: qr, parameters: parameters.map(({ name, label, value }) => ({ name, label, value })), expires_at: expiresAt };
  writeStored(DISPLAY_KEY, JSON.stringify({ ...shown, currency: { alpha3: shown.currency.alpha3, precision: shown.currency.precision }, display }));
}

/** The payment left the display form (paid, or the user chose another method): nothing is kept for it. */
export function clearDisplay(): void {
  keepDisplay(null);
  removeStored(DISPLAY_KEY);
}

/** The cleaning of every server answer's texts (src/api/shown-answer.ts), fetched once, for a stored form that needs it. */
const loadShownAnswer = lazyChunk(() => import('../api/shown-answer.ts'));
let shownAnswerLoad: ReturnType<typeof loadShownAnswer> | undefined;

/**
 * The stored display form's JSON as it may be shown: its texts cleaned of the bidi controls that could reverse them, as
 * every server answer's are (readAnswer), since another script may have written it. The cashier writes none, so the
 * cleaning's chunk is fetched (the screen suspended meanwhile) only for a stored form that holds one.
 */
export function useStoredDisplay(): unknown {
  const stored = readStoredJson(DISPLAY_KEY);
  if (!BIDI_CONTROL.test(JSON.stringify(stored))) return stored;
  shownAnswerLoad ??= loadShownAnswer();
  return use(shownAnswerLoad).shownAnswer(stored, 'stored display form');
}

/**
 * This session's payment waiting in the display form, kept in this page or stored before a reload (`stored`, as
 * useStoredDisplay reads it); null when none. An expired one is still given: its page says the time ran out and still
 * lets a user who paid have it checked. A stored value that is none (parseStoredDisplay), text that is no JSON too, is
 * removed. Only the display form's chunk reads it, so the parsing stays off the method form's path.
 */
export function pendingDisplay(sessionId: string, flow: FlowType, stored: unknown): PendingDisplay | null {
  const known = keptDisplay() ?? readStoredParsed(DISPLAY_KEY, () => parseStoredDisplay(stored));
  return known?.sessionId === sessionId && known.flow === flow ? known : null;
}
