/** What an overlay page's history entry holds: the page it was opened over, and the field that opened it. */
export interface OverlayHistoryState {
  background: string;
  owner: string;
}

/** The overlay state of a history entry, or null when the entry holds none (a page opened by a link or a reload). */
export function readOverlayState(state: unknown): OverlayHistoryState | null {
  if (typeof state !== 'object' || state === null) return null;
  const background: unknown = Reflect.get(state, 'background');
  const owner: unknown = Reflect.get(state, 'owner');
  return typeof background === 'string' && typeof owner === 'string' ? { background, owner } : null;
}
