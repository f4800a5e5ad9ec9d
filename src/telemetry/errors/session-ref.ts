/** Hex digits of the session reference: 64 bits, enough to tell sessions apart, far from enough to recover one. */
const REF_HEX_DIGITS = 16;

/**
 * What error reports carry instead of the session id, which is a credential: the start of its SHA-256. Support finds a
 * session's reports by computing it from the id they were given; the fixture server files reports under it.
 */
export async function sessionRef(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionId));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, REF_HEX_DIGITS);
}
