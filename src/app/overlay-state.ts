import type { RouteEntry } from './route-table.ts';

/** What the history entry of an overlay page holds: the path of the page it was opened over. */
export interface OverlayHistoryState {
  background: string;
}

function isOverlayState(state: unknown): state is OverlayHistoryState {
  return typeof state === 'object' && state !== null && typeof Reflect.get(state, 'background') === 'string';
}

/** The path to render under an overlay address; undefined when the address is no overlay or was opened bare. */
export function overlayBackground(entry: RouteEntry | null, historyState: unknown): string | undefined {
  if (entry?.view !== 'overlay' || !isOverlayState(historyState)) return undefined;
  return historyState.background;
}
