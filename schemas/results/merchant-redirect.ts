import type { DeviceKind } from '../session/device-kind.ts';
import { httpUrlOf } from './http-url.ts';

/** The result page a merchant redirect leaves from (spec section 4: error shows as decline). */
export type MerchantPage = 'success' | 'decline' | 'processing';

/** The merchant's addresses: the init answer's, the start-up parameter, and the merchant_redirect_type stored. */
export interface MerchantTargets {
  successUrl?: string | undefined;
  failUrl?: string | undefined;
  processingUrl?: string | undefined;
  /** merchant_url of the init answer: the stored one, last of the fallbacks. */
  merchantUrl?: string | undefined;
  /** merchant_redirect_url of the address. */
  redirectUrl: string | null;
  /** merchant_redirect_type as stored (spec section 7); `blank` opens a new window. */
  redirectType: string | null;
}

/** Where the user goes back to the merchant, and how. */
export type MerchantRedirect =
  /** A native app without a merchant address: the cashier starts again. */
  | { kind: 'reinit' }
  /** A native app: the app navigates to the address (told through its channel). */
  | { kind: 'native'; url: string }
  /** A new window (the stored redirect type is blank). */
  | { kind: 'newWindow'; url: string }
  /** In a frame: the merchant page navigates its top window (the frame may not). */
  | { kind: 'parent'; url: string }
  /** The cashier's own window, outside a frame. */
  | { kind: 'self'; url: string }
  /** No http(s) address to go to. */
  | { kind: 'none' };

const PAGE_URL: Readonly<Record<MerchantPage, (targets: MerchantTargets) => string | undefined>> = {
  success: (targets) => targets.successUrl,
  decline: (targets) => targets.failUrl,
  processing: (targets) => targets.processingUrl,
};

/**
 * The way back to the merchant from a result page (spec section 4): the success, fail or processing URL by page type,
 * falling back to merchant_redirect_url, then the stored merchant_url, each taken only if it is an http(s) address; a
 * native device navigates there through the app, or starts the cashier again when there is none; otherwise a new
 * window when the stored redirect type is blank, the merchant's top window from a frame, else this window.
 */
export function merchantRedirectOf(page: MerchantPage, targets: MerchantTargets, device: DeviceKind, framed: boolean, base: string): MerchantRedirect {
  const candidates = [PAGE_URL[page](targets), targets.redirectUrl, targets.merchantUrl];
  const url = candidates.map((candidate) => httpUrlOf(candidate, base)).find((candidate) => candidate !== null)?.href;
  if (device === 'native_ios' || device === 'native_android') return url === undefined ? { kind: 'reinit' } : { kind: 'native', url };
  if (url === undefined) return { kind: 'none' };
  if (targets.redirectType?.trim().toLowerCase() === 'blank') return { kind: 'newWindow', url };
  return framed ? { kind: 'parent', url } : { kind: 'self', url };
}
