import { describe, expect, it } from 'vitest';
import { readStartParams, THEME_STORAGE_KEY } from './start-params.ts';

const DESKTOP = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', windowWidth: 1280, windowHeight: 800 } as const;
const read = (search: string, path = '/deposit'): ReturnType<typeof readStartParams> => readStartParams(path, search, DESKTOP);

describe('readStartParams (spec section 1)', () => {
  it.each([
    ['session_id', '/deposit', '?session_id=s1', 's1'],
    ['cashier_session_id as fallback', '/deposit', '?cashier_session_id=s2', 's2'],
    ['session_id before cashier_session_id', '/deposit', '?cashier_session_id=s2&session_id=s1', 's1'],
    ['the last path segment on the 3DS page', '/3ds_result/s3', '', 's3'],
    ['nothing', '/deposit', '', null],
    ['nothing when session_id is empty', '/deposit', '?session_id=', null],
    ['nothing when session_id holds a newline', '/deposit', '?session_id=a%0Ab', null],
    ['nothing when the 3DS path segment holds a space', '/3ds_result/a%20b', '', null],
  ])('takes the session from %s', (_, path, search, expected) => {
    expect(read(search, path).sessionId).toBe(expected);
  });

  it('cuts lang=ar-XX to two letters and lays Arabic out right to left', () => {
    expect(read('?lang=ar-XX')).toMatchObject({ language: 'ar', dir: 'rtl' });
  });

  it('falls back pt-BR -> pt and an unknown language -> en (left to right)', () => {
    expect(read('?lang=pt-BR')).toMatchObject({ language: 'pt', dir: 'ltr', brandCode: 'BR' });
    expect(read('?lang=fa')).toMatchObject({ language: 'en', dir: 'ltr' });
  });

  it.each([
    ['theme=dark is used and remembered', '?theme=dark', {}, 'dark', 'dark'],
    ['the remembered theme applies without theme=', '', { [THEME_STORAGE_KEY]: 'light' }, 'light', 'light'],
    ['theme= wins over the remembered one', '?theme=light', { [THEME_STORAGE_KEY]: 'dark' }, 'light', 'light'],
    ['an unknown theme follows the system and leaves the memory alone', '?theme=modulor', { [THEME_STORAGE_KEY]: 'dark' }, 'auto', 'dark'],
    ['nothing given nor remembered follows the system', '', {}, 'auto', undefined],
  ])(`${THEME_STORAGE_KEY}: %s`, (_, search, stored: Record<string, string>, theme, remembered) => {
    const items = new Map(Object.entries(stored));
    const storage = () => ({ getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) });
    expect(readStartParams('/deposit', search, { ...DESKTOP, storage }).theme).toBe(theme);
    expect(items.get(THEME_STORAGE_KEY)).toBe(remembered);
  });

  it(`${THEME_STORAGE_KEY}: a blocked storage (third-party frame) still applies theme= to this visit`, () => {
    const storage = (): Storage => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readStartParams('/deposit', '?theme=dark', { ...DESKTOP, storage }).theme).toBe('dark');
    expect(readStartParams('/deposit', '', { ...DESKTOP, storage }).theme).toBe('auto');
  });

  it.each([
    ['dir=rtl is used', '?dir=rtl', 'rtl'],
    ['dir=ltr wins over Arabic', '?dir=ltr&lang=ar', 'ltr'],
    ['an unknown dir follows the language', '?dir=up&lang=ar', 'rtl'],
    ['nothing given follows the language', '?lang=he', 'rtl'],
  ])('dir: %s', (_, search, dir) => {
    expect(read(search).dir).toBe(dir);
  });

  it('takes the stored airPmCashierLang when lang is absent, and lays stored Hebrew out right to left', () => {
    const storage = () => ({ getItem: () => 'he', setItem: () => undefined });
    expect(readStartParams('/deposit', '', { ...DESKTOP, storage })).toMatchObject({ language: 'he', dir: 'rtl' });
  });

  it('defaults: language en, brand COM (brand0), metrics 0, window size, desktop, no merchant URL', () => {
    expect(read('?session_id=s')).toMatchObject({
      language: 'en',
      brandCode: 'COM',
      brandId: 'brand0',
      metrics: 0,
      width: 1280,
      height: 800,
      device: 'desktop',
      merchantRedirectUrl: null,
      preselectedPayGroupId: null,
      inPopUp: false,
      closeIcon: false,
      hideNav: false,
      isLla: false,
    });
  });

  it('reads every start-up parameter', () => {
    const search =
      '?session_id=s&clstrmid=c1&pay_group=101&lang=en-NOMAD&user=u7&metrics=1&width=375&height=700' +
      '&merchant_redirect_url=https%3A%2F%2Fshop.example%2Fback&merchant_domain=shop.example&in_pop_up=true' +
      '&close_icon=true&mode=lite&hidenav=1&x-channel=ios&lla=true';
    expect(read(search)).toMatchObject({
      clickstreamId: 'c1',
      preselectedPayGroupId: 101,
      brandCode: 'NOMAD',
      brandId: 'brand6',
      userId: 'u7',
      metrics: 1,
      width: 375,
      height: 700,
      merchantRedirectUrl: 'https://shop.example/back',
      merchantDomain: 'shop.example',
      inPopUp: true,
      closeIcon: true,
      mode: 'lite',
      hideNav: true,
      channel: 'ios',
      device: 'native_ios',
      isLla: true,
    });
  });

  it.each([
    ['metrics=abc', { metrics: 0 }],
    ['pay_group=abc', { preselectedPayGroupId: null }],
    ['merchant_redirect_url=javascript:alert(1)', { merchantRedirectUrl: null }],
    ['width=-5', { width: 1280 }],
    ['forced_mobile=true', { device: 'mobile' }],
    ['width=400', { device: 'mobile' }],
  ])('reads %s safely', (query, expected) => {
    expect(read(`?${query}`)).toMatchObject(expected);
  });

  it('keeps only session, look and QA parameters for links, never other parameters', () => {
    expect(read('?session_id=s&theme=dark&card=4111&dir=rtl&fault=submit:500&user=u7&pay_group=7&width=400').carriedQuery).toBe(
      '?session_id=s&theme=dark&dir=rtl&fault=submit%3A500',
    );
  });

  it("keeps the merchant's embedding choices for links, so a reload or a provider's return still has them", () => {
    const address = '?session_id=s&close_icon=true&merchant_redirect_url=https%3A%2F%2Fshop.example%2Fback&merchant_domain=shop.example&in_pop_up=1&hidenav=true&mode=game&clstrmid=c9&metrics=1';
    expect(read(address).carriedQuery).toBe(address);
  });

  it.each([
    ['5000', 5000],
    ['500', null],
    ['abc', null],
    ['120001', null],
  ])('reads request_timeout=%s as %s', (value, expected) => {
    expect(read(`?request_timeout=${value}`).requestTimeoutMs).toBe(expected);
  });
});
