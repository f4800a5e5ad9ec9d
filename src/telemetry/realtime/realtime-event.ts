import { PAGE_CATEGORIES, type PageCategory } from '../../../schemas/routes/classify-path.ts';
import { declineDataOf, type DeclineOfAnswer } from '../../../schemas/results/decline-data.ts';
import { RESULT_STATUSES, type ResultStatus } from '../../../schemas/results/result-route.ts';
import type { CashierNotification } from './notification-list.ts';

/**
 * One event of the realtime channels (server-sent events and the websocket carry the same names and data), parsed
 * where it enters. Names on the wire: notification, notification_removed, notifications_removed_all,
 * payment_status.
 */
export type RealtimeEvent =
  | { type: 'added'; notification: CashierNotification }
  | { type: 'removed'; key: string }
  | { type: 'removedAll' }
  | ({ type: 'paymentStatus'; status: ResultStatus } & DeclineOfAnswer);

/** An event, with a note of what was left out of it (said in the console); or why there is none. */
export type ParsedRealtimeEvent = { event: RealtimeEvent; note?: string } | { problem: string };

/** `depositForm` is `deposit_form` on the wire. */
const WIRE_CATEGORIES: ReadonlyMap<string, PageCategory> = new Map(
  PAGE_CATEGORIES.map((category) => [category.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), category]),
);

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function parseNotification(data: Readonly<Record<string, unknown>>): ParsedRealtimeEvent {
  const { key, text, categories, payGroupId } = data;
  if (!nonBlank(key) || !nonBlank(text)) return { problem: 'a notification needs a key and a text' };
  if (!Array.isArray(categories)) return { problem: `notification ${key}: categories must be a list` };
  const known = categories.flatMap((name: unknown) => {
    const category = typeof name === 'string' ? WIRE_CATEGORIES.get(name) : undefined;
    return category === undefined ? [] : [category];
  });
  // A category the cashier does not know yet (a newer server) only leaves that page out: the notice still shows on the rest.
  if (known.length === 0) return { problem: `notification ${key}: no known page category in ${JSON.stringify(categories)}` };
  const note = known.length === categories.length ? {} : { note: `notification ${key}: unknown page categories left out of ${JSON.stringify(categories)}` };
  if (payGroupId !== undefined && payGroupId !== null && !(Number.isSafeInteger(payGroupId) && Number(payGroupId) > 0)) {
    return { problem: `notification ${key}: payGroupId must be a positive integer` };
  }
  return { event: { type: 'added', notification: { key, text, categories: known, payGroupId: typeof payGroupId === 'number' ? payGroupId : null } }, ...note };
}

const isStatus = (value: unknown): value is ResultStatus => RESULT_STATUSES.some((status) => status === value);

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A status push: a decline carries the server's reason (error_message, as sent) and decline data (decline_sub_reason,
 * comment) under the names the status call answers them with, so its page says why as a polled decline does; a field
 * that is no text is none. Other statuses carry neither.
 */
function parsePaymentStatus(data: Readonly<Record<string, unknown>>, status: ResultStatus): ParsedRealtimeEvent {
  if (status !== 'error') return { event: { type: 'paymentStatus', status, reason: null, decline: null } };
  const decline = declineDataOf({ decline_sub_reason: textOrNull(data['decline_sub_reason']), comment: textOrNull(data['comment']) });
  return { event: { type: 'paymentStatus', status, reason: textOrNull(data['error_message']), decline } };
}

/** The event named `name` carrying `data` (already JSON-parsed); a problem names what is wrong, for the console. */
export function parseRealtimeEvent(name: string, data: unknown): ParsedRealtimeEvent {
  switch (name) {
    case 'notifications_removed_all':
      return { event: { type: 'removedAll' } };
    case 'notification':
      return isRecord(data) ? parseNotification(data) : { problem: 'notification data must be an object' };
    case 'notification_removed':
      return isRecord(data) && nonBlank(data['key']) ? { event: { type: 'removed', key: data['key'] } } : { problem: 'notification_removed needs a key' };
    case 'payment_status':
      return isRecord(data) && isStatus(data['status'])
        ? parsePaymentStatus(data, data['status'])
        : { problem: `payment_status needs a status among ${RESULT_STATUSES.join(', ')}` };
    default:
      return { problem: `unknown realtime event "${name}"` };
  }
}

/** A websocket publication carries the same event as `{ event, data }`. */
export function parsePublication(data: unknown): ParsedRealtimeEvent {
  if (!isRecord(data) || typeof data['event'] !== 'string') return { problem: 'a publication must be { event, data }' };
  return parseRealtimeEvent(data['event'], data['data']);
}
