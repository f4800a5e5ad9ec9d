/**
 * A session id the cashier accepts from its address (README "Session id"): 1 to 128 characters, each an ASCII letter,
 * digit or one of `- _ . ~` (the URL-unreserved set, safe in a header and in a path). Anything else is no session.
 */
const SESSION_ID = /^[A-Za-z0-9._~-]{1,128}$/;

export const SESSION_ID_MAX_LENGTH = 128;

export function sessionIdOf(value: string | null | undefined): string | null {
  return typeof value === 'string' && SESSION_ID.test(value) ? value : null;
}
