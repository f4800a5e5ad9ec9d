import type { DisplayCurrency } from '../../schemas/money/format-amount.ts';
import type { DisplayData, FlowType } from '../../schemas/server/v1/types.ts';
import { isFlowType } from '../../schemas/server/v1/flow-type.ts';
import { keepDisplay, keptDisplay } from './display-form.ts';
import { readStoredJson, removeStored, writeStored } from './storage.ts';

/**
 * Storage key of the payment waiting in the display form, so a reload of the page shows it again: its display fields
 * only, with the session id it belongs to; removed once the payment leaves the form.
 */
const DISPLAY_KEY = 'phDisplayForm';

/** A payment waiting for the user to pay elsewhere (scan the QR code, copy the details): what the display form shows. */
export interface PendingDisplay {
  sessionId: string;
  flow: FlowType;
  payGroupId: number;
  /** The method's name as the server sends it, for the form's heading. */
  methodName: string;
  /** The amount sent, in major units, and its currency; null when the form had no amount. */
  amount: number | null;
  currency: DisplayCurrency;
  display: DisplayData;
}

/** The answer's schema caps the QR text at this length (displayData.qr_code). */
const QR_MAX = 2000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseCurrency(value: unknown): DisplayCurrency | null {
  if (!isRecord(value)) return null;
  const { alpha3, precision } = value;
  return typeof alpha3 === 'string' && typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 ? { alpha3, precision } : null;
}

/** The display data as the screen reads it: the QR text, the details to copy, the expiry; anything else is dropped. */
function parseDisplay(value: unknown): DisplayData | null {
  if (!isRecord(value)) return null;
  const { qr_code: qr, parameters = [], expires_at: expiresAt } = value;
  if (qr !== undefined && !(typeof qr === 'string' && qr.length > 0 && qr.length <= QR_MAX)) return null;
  if (expiresAt !== undefined && typeof expiresAt !== 'string') return null;
  if (!Array.isArray(parameters)) return null;
  const details = parameters.map((parameter: unknown) =>
    isRecord(parameter) && typeof parameter['label'] === 'string' && typeof parameter['value'] === 'string'
      ? { label: parameter['label'], value: parameter['value'], ...(typeof parameter['name'] === 'string' ? { name: parameter['name'] } : {}) }
      : null,
  );
  if (details.some((detail) => detail === null)) return null;
  return {
    ...(qr === undefined ? {} : { qr_code: qr }),
    parameters: details.filter((detail) => detail !== null),
    ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
  };
}

/** The waiting payment as written for a reload, read where it enters from storage; anything else is none. */
export function parseStoredDisplay(json: unknown): PendingDisplay | null {
  if (!isRecord(json)) return null;
  const { sessionId, flow, payGroupId, methodName, amount } = json;
  if (typeof sessionId !== 'string' || !isFlowType(flow) || typeof methodName !== 'string') return null;
  if (typeof payGroupId !== 'number' || !Number.isSafeInteger(payGroupId)) return null;
  if (!(amount === null || (typeof amount === 'number' && Number.isFinite(amount)))) return null;
  const currency = parseCurrency(json['currency']);
  const display = parseDisplay(json['display']);
  if (currency === null || display === null) return null;
  return { sessionId, flow, payGroupId, methodName, amount, currency, display };
}

/** When the payment's details stop being valid (expires_at), in epoch ms; null when there is none or it is unreadable. */
export function displayDeadline(display: DisplayData): number | null {
  const deadline = Date.parse(display.expires_at ?? '');
  return Number.isFinite(deadline) ? deadline : null;
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

/**
 * This session's payment waiting in the display form, kept in this page or stored before a reload; null when none.
 * An expired one is still given: its page says the time ran out and still lets a user who paid have it checked. Only
 * the display form's chunk reads it, so the parsing stays off the method form's path.
 */
export function pendingDisplay(sessionId: string, flow: FlowType): PendingDisplay | null {
  const known = keptDisplay() ?? parseStoredDisplay(readStoredJson(DISPLAY_KEY));
  return known?.sessionId === sessionId && known.flow === flow ? known : null;
}
