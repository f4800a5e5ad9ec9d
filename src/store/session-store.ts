import { proxy, type Snapshot } from 'valtio/vanilla';
import { useStoreValue } from './use-store-value.ts';
import type { StartParams } from '../app/start-params.ts';
import type { DeviceKind } from '../../schemas/session/device-kind.ts';
import { checkSession, expireSession, parseSessionHistory } from '../../schemas/session/session-expiry.ts';
import { readStoredJson, writeStored } from './storage.ts';

/** Storage key of the sessions seen lately (spec section 7). */
const SESSION_HISTORY_KEY = 'phPrevSessionIdData';

interface SessionState extends StartParams {
  /** The session is over (its time passed, it was expired before, or the server answered code 17). */
  sessionExpired: boolean;
}

/** Who and where the user is: read once from the address at start-up. */
export const sessionStore = proxy<SessionState>({
  sessionId: null,
  language: 'en',
  brandCode: 'COM',
  brandId: 'brand0',
  theme: 'auto',
  dir: 'ltr',
  clickstreamId: null,
  preselectedPayGroupId: null,
  userId: null,
  metrics: 0,
  width: 0,
  height: 0,
  merchantRedirectUrl: null,
  merchantDomain: null,
  inPopUp: false,
  closeIcon: false,
  mode: null,
  hideNav: false,
  channel: null,
  device: 'desktop',
  isLla: false,
  requestTimeoutMs: null,
  carriedQuery: '',
  sessionExpired: false,
});

/** Takes the start-up parameters and checks the session against the ones seen before (spec section 4). */
export function startSession(params: StartParams, now = Date.now()): void {
  Object.assign(sessionStore, params);
  refreshSession(now);
}

/** Checks the session again: an expired one stays expired; a live one is renewed to now + L. */
export function refreshSession(now = Date.now()): void {
  const { sessionId, isLla } = sessionStore;
  if (sessionId === null) return;
  const check = checkSession(sessionId, parseSessionHistory(readStoredJson(SESSION_HISTORY_KEY)), now, isLla);
  writeStored(SESSION_HISTORY_KEY, JSON.stringify(check.history));
  sessionStore.sessionExpired = check.expired;
}

/** The server said the session is over (error code 17): remembered, so reopening its address says so at once. */
export function markSessionExpired(now = Date.now()): void {
  const { sessionId, isLla } = sessionStore;
  if (sessionId === null || isLla) return;
  writeStored(SESSION_HISTORY_KEY, JSON.stringify(expireSession(sessionId, parseSessionHistory(readStoredJson(SESSION_HISTORY_KEY)), now)));
  sessionStore.sessionExpired = true;
}

/** A link within the cashier that keeps the session, language and look, with the page's own parameters first. */
export function linkTo(path: string, params: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams(params);
  for (const [key, value] of new URLSearchParams(sessionStore.carriedQuery)) query.set(key, value);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** What each hook below reads: defined once, so its read stays the same function (use-store-value.ts). */
type SessionSnapshot = Snapshot<typeof sessionStore>;
const sessionIdOf = (state: SessionSnapshot): SessionSnapshot['sessionId'] => state.sessionId;
const sessionExpiredOf = (state: SessionSnapshot): SessionSnapshot['sessionExpired'] => state.sessionExpired;
const dirOf = (state: SessionSnapshot): SessionSnapshot['dir'] => state.dir;
const languageOf = (state: SessionSnapshot): SessionSnapshot['language'] => state.language;
const deviceOf = (state: SessionSnapshot): SessionSnapshot['device'] => state.device;
const closeIconOf = (state: SessionSnapshot): SessionSnapshot['closeIcon'] => state.closeIcon;
const merchantRedirectUrlOf = (state: SessionSnapshot): SessionSnapshot['merchantRedirectUrl'] => state.merchantRedirectUrl;

export function useSessionId(): string | null {
  return useStoreValue(sessionStore, sessionIdOf);
}

export function useSessionExpired(): boolean {
  return useStoreValue(sessionStore, sessionExpiredOf);
}

export function useTextDirection(): 'ltr' | 'rtl' {
  return useStoreValue(sessionStore, dirOf);
}

export function useLanguage(): string {
  return useStoreValue(sessionStore, languageOf);
}

/** The device the cashier runs on (x-channel, forced_mobile, user agent, width). */
export function useDevice(): DeviceKind {
  return useStoreValue(sessionStore, deviceOf);
}

/** close_icon=true: the cashier shows a close icon, which tells the merchant to close it. */
export function useCloseIcon(): boolean {
  return useStoreValue(sessionStore, closeIconOf);
}

/** Where "back to the merchant" goes, when the address named one. */
export function useMerchantRedirectUrl(): string | null {
  return useStoreValue(sessionStore, merchantRedirectUrlOf);
}
