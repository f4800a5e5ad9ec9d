import { accountDigest, unsureBefore, type UnsureAccount } from '../../../schemas/account/unsure-account.ts';
import { parseStored } from '../../../schemas/validators/parse-stored.ts';
import { reportWarning } from '../../app/report-error.ts';

/** sessionStorage key of the tab's new payout account whose create had an unknown outcome (one at a time). */
export const UNSURE_ACCOUNT_KEY = 'phUnsureAccount';

/** Runs `act` on the tab's storage; nothing when a third-party frame is refused it or it is full (then a reload forgets). */
function inTab<T>(act: (storage: Storage) => T, otherwise: T): T {
  try {
    return act(sessionStorage);
  } catch {
    return otherwise;
  }
}

/** The record kept, read through its precompiled schema; anything else (another release's, hand-written) is dropped. */
function readUnsure(): UnsureAccount | null {
  const text = inTab((storage) => storage.getItem(UNSURE_ACCOUNT_KEY), null);
  if (text === null) return null;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: not a record this cashier writes.
  }
  const parsed = parseStored('unsureAccount', json);
  if (parsed.ok) return parsed.value;
  reportWarning('The stored unsure payout account is not one this cashier writes: it is dropped.');
  inTab((storage) => storage.removeItem(UNSURE_ACCOUNT_KEY), undefined);
  return null;
}

/**
 * The create of `typed` for this session's method had an unknown outcome, the form holding the saved accounts
 * `before` (ids): kept for the tab, so a reload still looks for it first. Its SHA-256 only, never the account; where the
 * page cannot hash (crypto.subtle needs a secure context) nothing is kept.
 */
export async function rememberUnsure(sessionId: string, payGroupId: number, typed: string, before: ReadonlySet<string>, now = Date.now()): Promise<void> {
  const digest = await accountDigest(typed).catch(() => null);
  if (digest === null) return;
  const record: UnsureAccount = { sessionId, payGroupId, digest, before: [...before], at: now };
  inTab((storage) => storage.setItem(UNSURE_ACCOUNT_KEY, JSON.stringify(record)), undefined);
}

/** The saved accounts a kept unknown create of `typed` (this session, this method, not expired) found; null when none. */
export async function unsureBeforeReload(sessionId: string, payGroupId: number, typed: string, now = Date.now()): Promise<ReadonlySet<string> | null> {
  const record = readUnsure();
  if (record === null) return null;
  const digest = await accountDigest(typed).catch(() => null);
  return digest === null ? null : unsureBefore(record, sessionId, payGroupId, digest, now);
}

/** The outcome of this session's method's create is known (created, or found and verified): nothing more to look for. */
export function forgetUnsure(sessionId: string, payGroupId: number): void {
  const record = readUnsure();
  if (record?.sessionId === sessionId && record.payGroupId === payGroupId) inTab((storage) => storage.removeItem(UNSURE_ACCOUNT_KEY), undefined);
}
