import { readOverlayState } from '../../schemas/routes/overlay-state.ts';
import { matchRoute, type RouteEntry } from './route-table.ts';

/**
 * The path to render under an overlay address; undefined when the address is no overlay or a widget's overlay opened
 * bare. A modal the app draws (content, reject-withdrawal) opened bare (a shared link) shows over its flow's start.
 */
export function overlayBackground(entry: RouteEntry | null, historyState: unknown): string | undefined {
  if (entry?.view === 'modal') return readOverlayState(historyState)?.background ?? entry.flow.routes.list;
  // The verification step (formStep) is drawn by the form below it, like a widget's overlay by its widget.
  if (entry?.view !== 'overlay' && entry?.view !== 'formStep') return undefined;
  return readOverlayState(historyState)?.background;
}

/**
 * The path of the page that shows at `path`: under an overlay address (a reload on /select-country) the page it was
 * opened over, whose flow the calls, the realtime channel and the metrics belong to; else `path` itself.
 */
export function shownPath(path: string, historyState: unknown): string {
  return overlayBackground(matchRoute(path)?.entry ?? null, historyState) ?? path;
}
