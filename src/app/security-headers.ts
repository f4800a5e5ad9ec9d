/**
 * Headers every host serves beside the Content-Security-Policy (README "Production hosts"):
 * no MIME sniffing, and no Referer to any other origin, because the session id is in every address (same-origin, not
 * no-referrer: the fixture server reads a page's `fault=` from the Referer of its own calls).
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}
