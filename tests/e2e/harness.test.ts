import { describe, expect, inject, it } from 'vitest';
import { browserForTests } from './browser.ts';

const baseUrl = inject('baseUrl');

describe('preview server', () => {
  it('serves / under a strict Content-Security-Policy header', async () => {
    const response = await fetch(new URL('/', baseUrl));
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('serves / with X-Content-Type-Options: nosniff and Referrer-Policy: same-origin (issue 8)', async () => {
    const response = await fetch(new URL('/', baseUrl));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('answers the deposit init call from the fixture scenario named by x-session-id', async () => {
    const response = await fetch(new URL('/api/cashier-service/v1.0/payments/groups/init', baseUrl), {
      headers: { 'x-session-id': 'deposit-card-success' },
    });
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toHaveProperty('payment_groups');
  });
});

describe('browser harness', () => {
  const harness = browserForTests();

  it('records requests and CSP violations on a page running under the policy', async () => {
    const opened = await harness.openPage('/');
    try {
      expect(opened.requests[0]?.url).toBe(new URL('/', baseUrl).href);
      // An inline script is exactly what the policy forbids, so it must show up as a violation.
      await opened.page.addScriptTag({ content: 'window.inlineRan = true' }).catch(() => undefined);
      await expect.poll(() => opened.cspViolations()).toContainEqual(
        expect.objectContaining({ effectiveDirective: 'script-src-elem' }),
      );
    } finally {
      await opened.close();
    }
  });
});
