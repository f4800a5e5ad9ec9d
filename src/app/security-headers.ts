/**
 * Headers every host serves beside the Content-Security-Policy (README "Production hosts"):
 * no MIME sniffing, and no Referer, because the session id is in every address.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}
