import { matchRoute } from './route-table.ts';

/** Languages written right to left. */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

export type ThemeChoice = 'light' | 'dark' | 'auto';

/** What the cashier learns from its address at start-up (spec section 1). */
export interface StartParams {
  /** null when the address carries none: every call needs one. */
  sessionId: string | null;
  /** Two letters, from lang=en-XX. */
  language: string;
  theme: ThemeChoice;
  dir: 'ltr' | 'rtl';
  /** request_timeout in ms, within 1 s and 120 s; null for the default. */
  requestTimeoutMs: number | null;
  /** The query that links keep, so a reload or a new tab stays in the same session and look. */
  carriedQuery: string;
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

export function readStartParams(pathname: string, search: string): StartParams {
  const query = new URLSearchParams(search);
  const sessionId = query.get('session_id') ?? query.get('cashier_session_id') ?? sessionFromPath(pathname);
  const language = (query.get('lang') ?? 'en').slice(0, 2).toLowerCase();
  const themeParam = query.get('theme');
  const theme: ThemeChoice = themeParam === 'dark' || themeParam === 'light' ? themeParam : 'auto';
  const dirParam = query.get('dir');
  const dir = dirParam === 'rtl' || dirParam === 'ltr' ? dirParam : RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  const carried = new URLSearchParams();
  if (sessionId !== null) carried.set('session_id', sessionId);
  for (const key of ['lang', 'theme', 'dir', 'request_timeout', 'fault']) {
    const value = query.get(key);
    if (value !== null) carried.set(key, value);
  }
  const carriedText = carried.toString();
  return {
    sessionId,
    language,
    theme,
    dir,
    requestTimeoutMs: timeoutParam(query.get('request_timeout')),
    carriedQuery: carriedText === '' ? '' : `?${carriedText}`,
  };
}
