/**
 * The pseudonym realtime and analytics use instead of the session id, which never leaves for their hosts in clear:
 * hex SHA-256 (a session id is a long random secret, so its hash cannot be turned back).
 */
export async function sessionHash(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionId));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
