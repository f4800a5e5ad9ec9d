import { chooseLanguage, type Language } from '../i18n/language.ts';
import { rememberedChoice, type StorageAccess } from './remembered-param.ts';
import { brandOf } from '../../schemas/session/brand.ts';
import { sessionIdOf } from '../../schemas/session/session-id.ts';
import { deviceKindOf, type DeviceKind } from '../../schemas/session/device-kind.ts';
import { matchRoute } from './route-table.ts';

/** The cashier's languages written right to left (a language without texts, such as fa, shows English, left to right). */
const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar', 'he']);

export type ThemeChoice = 'light' | 'dark' | 'auto';

/** The storage key that remembers the theme between visits (spec sections 7 and 9). */
export const THEME_STORAGE_KEY = 'local_theme';

function colorTheme(text: string): 'light' | 'dark' | null {
  return text === 'light' || text === 'dark' ? text : null;
}

/** What the cashier learns from its address at start-up (spec section 1). */
export interface StartParams {
  /** null when the address carries none, or one outside the documented set (schemas/session/session-id.ts). */
  sessionId: string | null;
  /** One of the cashier's languages: lang=en-XX cut to two letters, else the stored one, else en (issue 10 item 9). */
  language: Language;
  /** The brand code (brand, else the BRAND of lang=language-BRAND, else COM) and its id (brand0 by default). */
  brandCode: string;
  brandId: string;
  theme: ThemeChoice;
  dir: 'ltr' | 'rtl';
  /** clstrmid: the clickstream id analytics carry. */
  clickstreamId: string | null;
  /** pay_group: the method to open first (spec section 2, auto-redirect). */
  preselectedPayGroupId: number | null;
  userId: string | null;
  /** metrics: a number, otherwise 0 (0 sends no metrics). */
  metrics: number;
  /** width and height, defaulting to the window's size. */
  width: number;
  height: number;
  /** Where "back to the merchant" goes; only an http(s) address is kept. */
  merchantRedirectUrl: string | null;
  merchantDomain: string | null;
  inPopUp: boolean;
  closeIcon: boolean;
  mode: string | null;
  hideNav: boolean;
  /** x-channel, with forced_mobile, the user agent and the width: the device kind (platform, default desktop). */
  channel: string | null;
  device: DeviceKind;
  /** The special LLA page (lla=true): its session never counts as expired. */
  isLla: boolean;
  /** request_timeout in ms, within 1 s and 120 s; null for the default. */
  requestTimeoutMs: number | null;
  /** The query that links keep, so a reload or a new tab stays in the same session and look. */
  carriedQuery: string;
}

/** The browser facts a start-up reads besides the address. */
export interface StartEnvironment {
  readonly userAgent: string;
  readonly windowWidth: number;
  readonly windowHeight: number;
  /** Where the language and theme are remembered between visits (spec section 7); absent or blocked means not remembered. */
  readonly storage?: StorageAccess;
}

/** The 3DS result page takes the session id from its last path segment (spec section 2). */
function sessionFromPath(pathname: string): string | null {
  const match = matchRoute(pathname);
  return match?.entry.view === 'threeDsResult' ? (match.params['session'] ?? null) : null;
}

const TIMEOUT_RANGE_MS = { min: 1_000, max: 120_000 } as const;

function timeoutParam(value: string | null): number | null {
  const timeout = Number(value ?? Number.NaN);
  return Number.isInteger(timeout) && timeout >= TIMEOUT_RANGE_MS.min && timeout <= TIMEOUT_RANGE_MS.max ? timeout : null;
}

function flag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

function positiveInteger(value: string | null): number | null {
  const number = Number(value ?? Number.NaN);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

function httpUrl(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Start-up parameters links carry to the next screen, so a reload, a provider's return or a merchant's setTheme keeps
 * them: the session, its look, the merchant's embedding choices and QA's; never anything else of the address.
 */
const CARRIED_KEYS = [
  ...['lang', 'theme', 'dir', 'brand', 'x-channel', 'forced_mobile', 'lla', 'request_timeout', 'fault'],
  ...['close_icon', 'merchant_redirect_url', 'merchant_domain', 'in_pop_up', 'hidenav', 'mode', 'clstrmid', 'metrics'],
] as const;

export function readStartParams(pathname: string, search: string, environment: StartEnvironment): StartParams {
  const query = new URLSearchParams(search);
  // An id outside the documented set is no session: the no-session screen, and no call with it.
  const sessionId = sessionIdOf(query.get('session_id') ?? query.get('cashier_session_id') ?? sessionFromPath(pathname));
  const langParam = query.get('lang');
  const language = chooseLanguage(langParam, environment.storage ?? (() => null));
  const brand = brandOf(query.get('brand'), langParam);
  const theme: ThemeChoice = rememberedChoice(THEME_STORAGE_KEY, query.get('theme'), colorTheme, environment.storage ?? (() => null)) ?? 'auto';
  // An issuer's return page finds dir= too: it opens again with the query the session's links carried (return-address.ts).
  const dirParam = query.get('dir');
  const dir = dirParam === 'ltr' || dirParam === 'rtl' ? dirParam : RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  const width = positiveInteger(query.get('width')) ?? environment.windowWidth;
  const channel = query.get('x-channel');
  const carried = new URLSearchParams();
  if (sessionId !== null) carried.set('session_id', sessionId);
  for (const key of CARRIED_KEYS) {
    const value = query.get(key);
    if (value !== null) carried.set(key, value);
  }
  const carriedText = carried.toString();
  return {
    sessionId,
    language,
    brandCode: brand.code,
    brandId: brand.id,
    theme,
    dir,
    clickstreamId: query.get('clstrmid'),
    preselectedPayGroupId: positiveInteger(query.get('pay_group')),
    userId: query.get('user'),
    metrics: Number.isFinite(Number(query.get('metrics') ?? Number.NaN)) ? Number(query.get('metrics')) : 0,
    width,
    height: positiveInteger(query.get('height')) ?? environment.windowHeight,
    merchantRedirectUrl: httpUrl(query.get('merchant_redirect_url')),
    merchantDomain: query.get('merchant_domain'),
    inPopUp: flag(query.get('in_pop_up')),
    closeIcon: flag(query.get('close_icon')),
    mode: query.get('mode'),
    hideNav: flag(query.get('hidenav')),
    channel,
    device: deviceKindOf(channel, flag(query.get('forced_mobile')), environment.userAgent, width),
    isLla: flag(query.get('lla')),
    requestTimeoutMs: timeoutParam(query.get('request_timeout')),
    carriedQuery: carriedText === '' ? '' : `?${carriedText}`,
  };
}
