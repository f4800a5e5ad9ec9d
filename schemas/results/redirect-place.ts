import type { RedirectData } from '../server/v1/types.ts';

/** The browsing context a provider's page opens in, as a link or form `target` names it. */
export type RedirectPlace = '_self' | '_top' | '_blank';

/**
 * Where a redirect answer opens (README "Embedding for merchants"): a provider page that cannot run in a frame opens in
 * the top window (`top`) or a new tab (`blank`), as the answer's target says; without a target, or outside a frame for
 * `top`, it replaces the cashier where it is.
 */
export function redirectPlace(target: RedirectData['target'], framed: boolean): RedirectPlace {
  switch (target) {
    case undefined:
    case 'self':
      return '_self';
    case 'top':
      return framed ? '_top' : '_self';
    case 'blank':
      return '_blank';
    default: {
      const unknown: never = target;
      return unknown;
    }
  }
}
