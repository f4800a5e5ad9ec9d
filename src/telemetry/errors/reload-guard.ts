import { readStored, writeStored } from '../../store/storage.ts';

/** When the cashier last reloaded itself (a rendering crash or a failed chunk), ms since the epoch. */
const RELOAD_KEY = 'phAutoReloadAt';
/** A second automatic reload within this window would be a loop: the error screen shows instead (ms). */
export const RELOAD_WINDOW_MS = 60_000;

/** Whether the cashier may reload itself now, given when it last did (null: never). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_WINDOW_MS || now < lastReloadAt;
}

/**
 * Claims the one automatic reload of the window; false when it was used already, or when storage cannot keep the
 * claim (a frame with storage blocked): without it the next page could not tell, and would reload again.
 */
export function claimReload(now = Date.now()): boolean {
  const stored = readStored(RELOAD_KEY);
  if (!mayReload(stored === null ? null : Number(stored), now)) return false;
  writeStored(RELOAD_KEY, String(now));
  return readStored(RELOAD_KEY) === String(now);
}
