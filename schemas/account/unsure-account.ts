import { storedAccount } from './stored-account.ts';
import type { Stored } from '../stored/stored-values.ts';

/**
 * A create with an unknown outcome is looked for again, after a reload, for an hour: the server settles it long before
 * (the create itself times out within two minutes), and a session left alone runs out in 15 minutes.
 */
export const UNSURE_FOR_MS = 60 * 60 * 1000;

/** What the tab keeps of a new payout account whose create had an unknown outcome (schemas/stored/unsure-account.schema.ts). */
export type UnsureAccount = Stored<'unsureAccount'>;

/** SHA-256 of the account as the server compares it (no spaces, upper case), in hex: the only trace of it kept. */
export async function accountDigest(typed: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(storedAccount(typed)));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The saved accounts (ids) the form had when this account's create of this session and method had an unknown outcome,
 * so only another one can be the account created; null when the record is of another session, method or account, or
 * older than UNSURE_FOR_MS (or from a clock set later).
 */
export function unsureBefore(record: UnsureAccount | null, sessionId: string, payGroupId: number, digest: string, now: number): ReadonlySet<string> | null {
  if (record === null || record.sessionId !== sessionId || record.payGroupId !== payGroupId || record.digest !== digest) return null;
  const age = now - record.at;
  return age >= 0 && age < UNSURE_FOR_MS ? new Set(record.before) : null;
}
