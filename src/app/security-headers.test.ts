import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('forbids MIME sniffing and sends no Referer to another origin (the session id is in every address)', () => {
    expect(securityHeaders()).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' });
  });
});
