import type { MerchantRedirect } from '../../../schemas/results/merchant-redirect.ts';
import { tellMerchant } from '../../embedding/outbox.ts';
import { readStored, writeStored } from '../../store/storage.ts';

/** Storage key of the merchant's redirect type (spec section 7). */
const REDIRECT_TYPE_KEY = 'merchant_redirect_type';

/** The merchant's redirect type: the init answer's, else the one stored by an earlier page. */
export function redirectTypeOf(fromInit: string | undefined): string | null {
  return fromInit ?? readStored(REDIRECT_TYPE_KEY);
}

/** Keeps the init answer's redirect type for a later page whose init answer lacks it (spec section 7). */
export function storeRedirectType(fromInit: string | undefined): void {
  if (fromInit !== undefined) writeStored(REDIRECT_TYPE_KEY, fromInit);
}

/**
 * Takes the user back to the merchant as `redirect` says: through the native app or the merchant page (which may
 * navigate the top window; a frame may not), in a new window without a handle on the cashier, or in this window;
 * `reinit` starts the cashier again at `start`.
 */
export function goToMerchant(redirect: MerchantRedirect, start: string): void {
  switch (redirect.kind) {
    case 'reinit':
      return location.assign(start);
    case 'native':
    case 'parent':
      return tellMerchant({ type: 'navigate', url: redirect.url });
    case 'newWindow':
      window.open(redirect.url, '_blank', 'noopener');
      return;
    case 'self':
      return location.assign(redirect.url);
    case 'none':
      return;
    default: {
      const unknown: never = redirect;
      return unknown;
    }
  }
}
