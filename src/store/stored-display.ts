import type { DisplayCurrency } from '../../schemas/money/format-amount.ts';
import type { DisplayData, FlowType } from '../../schemas/server/v1/types.ts';

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

const FLOWS: readonly FlowType[] = ['deposit', 'withdrawal', 'checkout', 'routing'];

/** The answer's schema caps the QR text at this length (displayData.qr_code). */
const QR_MAX = 2000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFlow = (value: unknown): value is FlowType => FLOWS.some((flow) => flow === value);

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
  if (typeof sessionId !== 'string' || !isFlow(flow) || typeof methodName !== 'string') return null;
  if (typeof payGroupId !== 'number' || !Number.isSafeInteger(payGroupId)) return null;
  if (!(amount === null || (typeof amount === 'number' && Number.isFinite(amount)))) return null;
  const currency = parseCurrency(json['currency']);
  const display = parseDisplay(json['display']);
  if (currency === null || display === null) return null;
  return { sessionId, flow, payGroupId, methodName, amount, currency, display };
}

/**
 * What is written for a reload: the display fields the screen shows (QR text, the details' names, labels and values,
 * the expiry), nothing more of the answer. A display form never holds card data.
 */
export function displayRecord(pending: PendingDisplay): PendingDisplay {
  const { display } = pending;
  return { ...pending, currency: { alpha3: pending.currency.alpha3, precision: pending.currency.precision }, display: parseDisplay(display) ?? {} };
}

/** Whether the payment's display data has expired (expires_at passed); a missing or unreadable time never expires. */
export function displayExpired(pending: PendingDisplay, now: number): boolean {
  const expiresAt = Date.parse(pending.display.expires_at ?? '');
  return Number.isFinite(expiresAt) && expiresAt <= now;
}
