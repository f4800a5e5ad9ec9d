import { sessionIdOf } from '../../schemas/session/session-id.ts';
import { MAX_MESSAGE_CHARS, PROTOCOL_VERSION, type MerchantCommand, type MerchantCommandType, type ThemeName } from './protocol.ts';

/** Why a message was dropped; each reason is logged once. */
export type DropReason = 'not-an-object' | 'oversized' | 'wrong-envelope' | 'unknown-type' | 'unexpected-fields' | 'bad-field';

export type ReadMessage = { ok: true; command: MerchantCommand } | { ok: false; reason: DropReason };

type Fields = Readonly<Record<string, unknown>>;

/** Per command: its field names (exactly these, no others) and the reader that checks their values. */
const COMMANDS: { readonly [T in MerchantCommandType]: { fields: readonly string[]; read: (fields: Fields) => Extract<MerchantCommand, { type: T }> | null } } = {
  reinit: { fields: [], read: () => ({ type: 'reinit' }) },
  setSessionId: {
    fields: ['sessionId'],
    read: ({ sessionId }) => {
      const id = typeof sessionId === 'string' ? sessionIdOf(sessionId) : null;
      return id === null ? null : { type: 'setSessionId', sessionId: id };
    },
  },
  setTheme: {
    fields: ['theme'],
    read: ({ theme }) => (theme === 'light' || theme === 'dark' || theme === 'auto' ? { type: 'setTheme', theme: theme satisfies ThemeName } : null),
  },
  setLanguage: {
    fields: ['language'],
    read: ({ language }) => (typeof language === 'string' && /^[a-z]{2}$/.test(language) ? { type: 'setLanguage', language } : null),
  },
};

const ENVELOPE = ['source', 'version', 'type'];

function isCommandType(type: unknown): type is MerchantCommandType {
  return typeof type === 'string' && Object.hasOwn(COMMANDS, type);
}

function sizeOf(data: object): number {
  try {
    return JSON.stringify(data).length;
  } catch {
    // Cycles and bigints cannot be measured: too big to read.
    return Infinity;
  }
}

/** Reads a merchant message: exactly the declared shape of a known command, at most MAX_MESSAGE_CHARS of JSON. */
export function readMerchantMessage(data: unknown): ReadMessage {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, reason: 'not-an-object' };
  if (sizeOf(data) > MAX_MESSAGE_CHARS) return { ok: false, reason: 'oversized' };
  const fields: Fields = { ...data };
  if (fields['source'] !== 'merchant' || fields['version'] !== PROTOCOL_VERSION) return { ok: false, reason: 'wrong-envelope' };
  const type = fields['type'];
  if (!isCommandType(type)) return { ok: false, reason: 'unknown-type' };
  const spec = COMMANDS[type];
  const allowed = new Set([...ENVELOPE, ...spec.fields]);
  const keys = Object.keys(fields);
  if (keys.length !== allowed.size || keys.some((key) => !allowed.has(key))) return { ok: false, reason: 'unexpected-fields' };
  const command = spec.read(fields);
  return command === null ? { ok: false, reason: 'bad-field' } : { ok: true, command };
}
