import { useLocation } from 'wouter';
import { navigate as navigateHistory } from 'wouter/use-browser-location';
import type { OverlayHistoryState } from '../../schemas/routes/overlay-state.ts';
import { linkTo } from '../store/session-store.ts';

/**
 * Opens a modal page of the app (/content, /reject-withdrawal) over the current page: its own address is pushed, with
 * the current page kept in the history entry so it stays drawn below and Back closes the modal.
 */
export function useOpenModal(): (path: string, params?: Readonly<Record<string, string>>) => void {
  const [location] = useLocation();
  return (path, params = {}) => navigateHistory(linkTo(path, params), { state: { background: location, owner: path } satisfies OverlayHistoryState });
}
