import { readOverlayState } from '../../schemas/routes/overlay-state.ts';
import type { RouteEntry } from './route-table.ts';

/** The path to render under an overlay address; undefined when the address is no overlay or was opened bare. */
export function overlayBackground(entry: RouteEntry | null, historyState: unknown): string | undefined {
  if (entry?.view !== 'overlay') return undefined;
  return readOverlayState(historyState)?.background;
}
