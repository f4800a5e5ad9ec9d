import type { BlockedScreenState } from './account-block.ts';

/**
 * The account-blocked screen's state from its history entry (written by blockedScreenState): kept there rather than in
 * a store so that a reload of the screen still counts down; null for an entry that holds none (a typed address).
 * A file of its own: the screen's chunk reads it, the form's writes it, and neither carries the other's half.
 */
export function readBlockedScreenState(state: unknown): BlockedScreenState | null {
  const block: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'accountBlock') : undefined;
  if (typeof block !== 'object' || block === null) return null;
  const until: unknown = Reflect.get(block, 'until');
  const supportUrl: unknown = Reflect.get(block, 'supportUrl');
  const formPath: unknown = Reflect.get(block, 'formPath');
  if (until !== null && (typeof until !== 'number' || !Number.isFinite(until))) return null;
  return {
    until,
    supportUrl: typeof supportUrl === 'string' ? supportUrl : null,
    // A path of this app only: never another origin's address (`//host`).
    formPath: typeof formPath === 'string' && /^\/(?!\/)/.test(formPath) ? formPath : null,
  };
}
