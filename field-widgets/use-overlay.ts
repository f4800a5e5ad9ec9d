import { useState } from 'react';
import { useLocation } from 'wouter';
import { navigate as navigateHistory, useHistoryState } from 'wouter/use-browser-location';
import { readOverlayState, type OverlayHistoryState } from '../schemas/routes/overlay-state.ts';

/** The modal pages a widget opens (spec section 2): the country list of a phone field, the betting-shop list. */
export type OverlayName = 'selectCountry' | 'betShop';

/** How the app gives overlays their addresses (/select-country, /betshop-deposit…); absent, a widget keeps its own state. */
export interface OverlayRoutes {
  /** The overlay's path in the current flow, as the address shows it. */
  path: (name: OverlayName) => string;
  /** The same, as a link that keeps the session and look. */
  href: (name: OverlayName) => string;
}

/**
 * Whether the overlay `name` of field `owner` is open, and a setter. With routes, opening pushes the overlay's own
 * address (the page below stays, read from the history entry), and closing goes back, as the browser's Back does.
 */
export function useOverlay(routes: OverlayRoutes | undefined, name: OverlayName, owner: string): [boolean, (open: boolean) => void] {
  const [location] = useLocation();
  const state = readOverlayState(useHistoryState());
  const [localOpen, setLocalOpen] = useState(false);
  if (routes === undefined) return [localOpen, setLocalOpen];
  const open = location === routes.path(name) && state?.owner === owner;
  const setOpen = (next: boolean): void => {
    if (next && !open) navigateHistory(routes.href(name), { state: { background: location, owner } satisfies OverlayHistoryState });
    else if (!next && open) history.back();
  };
  return [open, setOpen];
}
