import { describe, expect, it } from 'vitest';
import type { DeviceKind } from '../session/device-kind.ts';
import { merchantRedirectOf, type MerchantPage, type MerchantRedirect, type MerchantTargets } from './merchant-redirect.ts';

const BASE = 'https://cashier.example/deposit/deposit-success';
const all: MerchantTargets = {
  successUrl: 'https://m.example/ok',
  failUrl: 'https://m.example/fail',
  processingUrl: 'https://m.example/wait',
  merchantUrl: 'https://m.example/',
  redirectUrl: 'https://m.example/from-address',
  redirectType: 'top',
};
const only = (targets: Partial<MerchantTargets>): MerchantTargets => ({ redirectUrl: null, redirectType: null, ...targets });

describe('merchantRedirectOf (spec section 4: the merchant-redirect URL choice)', () => {
  it.each<[string, MerchantPage, MerchantTargets, DeviceKind, boolean, MerchantRedirect]>([
    ['success page: the success URL', 'success', all, 'desktop', false, { kind: 'self', url: 'https://m.example/ok' }],
    ['decline page: the fail URL', 'decline', all, 'desktop', false, { kind: 'self', url: 'https://m.example/fail' }],
    ['processing page: the processing URL', 'processing', all, 'mobile', false, { kind: 'self', url: 'https://m.example/wait' }],
    ['no page URL: merchant_redirect_url', 'success', { ...all, successUrl: undefined }, 'desktop', false, { kind: 'self', url: 'https://m.example/from-address' }],
    ['neither: the stored merchant_url', 'decline', only({ merchantUrl: 'https://m.example/' }), 'desktop', false, { kind: 'self', url: 'https://m.example/' }],
    ['a javascript: page URL is skipped', 'success', { ...all, successUrl: 'javascript:alert(1)' }, 'desktop', false, { kind: 'self', url: 'https://m.example/from-address' }],
    ['a blank page URL is skipped', 'success', only({ successUrl: '', merchantUrl: 'https://m.example/' }), 'desktop', false, { kind: 'self', url: 'https://m.example/' }],
    ['no http(s) address at all', 'success', only({ successUrl: 'data:text/html,x' }), 'desktop', false, { kind: 'none' }],
    ['in a frame: the merchant navigates its top window', 'success', all, 'desktop', true, { kind: 'parent', url: 'https://m.example/ok' }],
    ['redirect type blank: a new window', 'success', { ...all, redirectType: 'blank' }, 'desktop', true, { kind: 'newWindow', url: 'https://m.example/ok' }],
    ['redirect type BLANK, spaced', 'decline', { ...all, redirectType: ' BLANK ' }, 'desktop', false, { kind: 'newWindow', url: 'https://m.example/fail' }],
    ['iOS app: navigates through the app', 'success', all, 'native_ios', true, { kind: 'native', url: 'https://m.example/ok' }],
    ['Android app: navigates through the app', 'decline', all, 'native_android', false, { kind: 'native', url: 'https://m.example/fail' }],
    ['native app without an address: re-initialises', 'success', only({}), 'native_android', false, { kind: 'reinit' }],
    ['a relative address resolves against the page', 'success', only({ successUrl: '/back' }), 'desktop', false, { kind: 'self', url: 'https://cashier.example/back' }],
  ])('%s', (_, page, targets, device, framed, expected) => {
    expect(merchantRedirectOf(page, targets, device, framed, BASE)).toEqual(expected);
  });
});
