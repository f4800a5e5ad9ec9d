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

/** A link within the cashier that keeps the session, language and look. */
export function linkTo(path: string): string {
  return `${path}${sessionStore.carriedQuery}`;
}

export function useSessionId(): string | null {
  return useSnapshot(sessionStore).sessionId;
}

export function useLanguage(): string {
  return useSnapshot(sessionStore).language;
}
