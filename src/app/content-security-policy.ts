/** The strict policy the production build runs under: no 'unsafe-eval', no inline script or style. */
export function contentSecurityPolicy(merchantOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${merchantOrigins.join(' ')}`.trim(),
  ].join('; ');
}
