/** What the cashier tells the merchant page. Every message carries target 'cashier' (spec section 1). */
export type OutgoingMessage =
  | { id: 'redirectTo'; url: string }
  | { id: 'cardBrand'; brand: string | null }
  | { id: 'result'; status: 'success' | 'decline' | 'processing' }
  | { id: 'ready' };

/** What the merchant page may ask of the cashier. */
export type IncomingMessage = { type: 'reinit' } | { type: 'setSessionId'; sessionId: string };

/**
 * The parent's origin, if it is allowlisted: Chromium and Safari tell it through ancestorOrigins, others through the
 * referrer. An unknown parent gets no message at all, so nothing leaks to a page that framed us without permission.
 */
export function trustedParentOrigin(
  allowed: readonly string[],
  ancestorOrigins: readonly string[],
  referrer: string,
): string | null {
  const candidate = ancestorOrigins[0] ?? originOf(referrer);
  return candidate !== null && allowed.includes(candidate) ? candidate : null;
}

function originOf(url: string): string | null {
  try {
    return url === '' ? null : new URL(url).origin;
  } catch {
    return null;
  }
}

const SESSION_ID = /^[\w.-]{1,128}$/;

/** Reads a message from the parent; anything from another origin or of another shape is refused (null). */
export function readIncoming(allowed: readonly string[], origin: string, data: unknown): IncomingMessage | null {
  if (!allowed.includes(origin) || typeof data !== 'object' || data === null) return null;
  const type: unknown = Reflect.get(data, 'type');
  if (type === 'reinit') return { type };
  const sessionId: unknown = Reflect.get(data, 'sessionId');
  if (type === 'setSessionId' && typeof sessionId === 'string' && SESSION_ID.test(sessionId)) return { type, sessionId };
  return null;
}

/** The address to open in a new tab: the same one without the cashier_in_new_tab flag (spec section 1). */
export function withoutNewTabFlag(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('cashier_in_new_tab');
  return url.toString();
}
