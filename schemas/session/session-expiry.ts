/** Sessions remembered in `phPrevSessionIdData` (spec section 9: session history 10). */
export const SESSION_HISTORY_SIZE = 10;
/** The short interval S (ms): how often an open cashier checks its session again. */
export const SESSION_CHECK_INTERVAL_MS = 300_000;
/** The long interval L (ms): a check or an answer from the server keeps the session alive this long. */
export const SESSION_LIFETIME_MS = 900_000;

/** One remembered session: when it runs out, and whether the server has already said it is over. */
export interface SessionRecord {
  readonly sessionId: string;
  readonly expiresAt: number;
  readonly expired: boolean;
}

/** What a check decides: whether the session is over, and the history to store. */
export interface SessionCheck {
  readonly expired: boolean;
  readonly history: readonly SessionRecord[];
}

/**
 * Checks a session against the remembered ones (spec section 4): it is over when there is none, when its time has
 * passed or when it was recorded as expired before; otherwise its time is renewed to now + L. Never over on the LLA
 * page. The newest session comes first and at most SESSION_HISTORY_SIZE are kept.
 */
export function checkSession(
  sessionId: string | null,
  history: readonly SessionRecord[],
  now: number,
  isLla: boolean,
): SessionCheck {
  if (sessionId === null) return { expired: !isLla, history };
  const known = history.find((record) => record.sessionId === sessionId);
  const expired = !isLla && known !== undefined && (known.expired || known.expiresAt <= now);
  const record: SessionRecord = expired && known !== undefined ? { ...known, expired: true } : { sessionId, expiresAt: now + SESSION_LIFETIME_MS, expired: false };
  return { expired, history: withRecord(history, record) };
}

/** Records that the server said the session is over (error code 17), so reopening its address shows it at once. */
export function expireSession(sessionId: string, history: readonly SessionRecord[], now: number): readonly SessionRecord[] {
  return withRecord(history, { sessionId, expiresAt: now, expired: true });
}

function withRecord(history: readonly SessionRecord[], record: SessionRecord): readonly SessionRecord[] {
  return [record, ...history.filter((other) => other.sessionId !== record.sessionId)].slice(0, SESSION_HISTORY_SIZE);
}

/** Reads the stored history, dropping whatever is not a well-formed record (storage is the user's to edit). */
export function parseSessionHistory(json: unknown): readonly SessionRecord[] {
  if (!Array.isArray(json)) return [];
  return json.filter(isRecord).slice(0, SESSION_HISTORY_SIZE);
}

function isRecord(value: unknown): value is SessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { sessionId, expiresAt, expired } = value as Record<string, unknown>;
  return typeof sessionId === 'string' && typeof expiresAt === 'number' && Number.isFinite(expiresAt) && typeof expired === 'boolean';
}
