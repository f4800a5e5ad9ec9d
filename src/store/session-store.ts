import { proxy, useSnapshot } from 'valtio';
import type { StartParams } from '../app/start-params.ts';

/** Who and where the user is: read once from the address at start-up. */
export const sessionStore = proxy<StartParams>({
  sessionId: null,
  language: 'en',
  theme: 'auto',
  dir: 'ltr',
  requestTimeoutMs: null,
  carriedQuery: '',
});

export function startSession(params: StartParams): void {
  Object.assign(sessionStore, params);
}

/** A link within the cashier that keeps the session, language and look, with the page's own parameters first. */
export function linkTo(path: string, params: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams(params);
  for (const [key, value] of new URLSearchParams(sessionStore.carriedQuery)) query.set(key, value);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

export function useSessionId(): string | null {
  return useSnapshot(sessionStore).sessionId;
}

export function useLanguage(): string {
  return useSnapshot(sessionStore).language;
}
