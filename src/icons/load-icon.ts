import { iconRetryDelay } from './icon-retry.ts';

export interface IconFetching {
  readonly fetch: typeof fetch;
  readonly sleep: (ms: number) => Promise<void>;
}

const BROWSER: IconFetching = { fetch: (input, init) => fetch(input, init), sleep: (ms) => new Promise((done) => setTimeout(done, ms)) };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * An icon as a data URL (the CSP's img-src admits data:, and the fetch sees the status an <img> hides), retried on
 * 400 as the spec says; null when it is given up for the placeholder. Anything but an image is refused.
 */
export async function fetchIcon(url: string, { fetch: send, sleep }: IconFetching = BROWSER): Promise<string | null> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await send(url, { credentials: 'omit', referrerPolicy: 'no-referrer' });
    } catch {
      return null;
    }
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (response.ok) return type.startsWith('image/') ? `data:${type};base64,${toBase64(new Uint8Array(await response.arrayBuffer()))}` : null;
    const delay = iconRetryDelay(response.status, attempt);
    if (delay === null) return null;
    await sleep(delay);
  }
}

const icons = new Map<string, Promise<string | null>>();

/** fetchIcon, once per address for the visit: two lists showing a method ask its host once. */
export function loadIcon(url: string): Promise<string | null> {
  const known = icons.get(url);
  if (known !== undefined) return known;
  const loading = fetchIcon(url);
  icons.set(url, loading);
  return loading;
}
