import type { OverlayName, OverlayRoutes } from '../../field-widgets/use-overlay.ts';
import type { ScreenFlow } from '../flows/define-flow.ts';
import { SELECT_COUNTRY } from './route-table.ts';

/** The overlay addresses of a flow, for the widgets that open them (kept off the method list's first path). */
export function overlayRoutes(flow: ScreenFlow, linkTo: (path: string) => string): OverlayRoutes {
  const path = (name: OverlayName): string => (name === 'selectCountry' ? SELECT_COUNTRY : flow.betShopOverlay);
  return { path, href: (name) => linkTo(path(name)) };
}
