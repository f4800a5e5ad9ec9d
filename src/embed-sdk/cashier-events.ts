import { PROTOCOL_VERSION, type CashierMessage, type CashierMessageType } from '../embedding/protocol.ts';

/** What `on` hands a handler for each name: the message of that type, or every message for '*'. */
export type CashierEventMap = { [T in CashierMessageType]: Extract<CashierMessage, { type: T }> } & { '*': CashierMessage };

/** Every message type of the protocol, so a message of a type this SDK does not know is ignored. */
const TYPES: Readonly<Record<CashierMessageType, true>> = {
  ready: true,
  height: true,
  cardBrand: true,
  form: true,
  status: true,
  sessionExpired: true,
  close: true,
  navigate: true,
  redirectTo: true,
};

/** A message of protocol version 1 from the cashier (its origin and window are checked by the caller). */
export function isCashierMessage(data: unknown): data is CashierMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { source, version, type }: { source?: unknown; version?: unknown; type?: unknown } = data;
  return source === 'cashier' && version === PROTOCOL_VERSION && typeof type === 'string' && Object.hasOwn(TYPES, type);
}

/** Whether a handler registered for `name` hears `message`. */
export function isHeardBy<K extends keyof CashierEventMap>(name: K, message: CashierMessage): message is CashierEventMap[K] {
  return name === '*' || message.type === name;
}
