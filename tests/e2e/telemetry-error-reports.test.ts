import { describe, expect, it } from 'vitest';
import { browserForTests } from './browser.ts';
import { browserWithSinks, CARD_DIGITS, errorEvents, isErrorReport, methodList, preview, recordedPosts, sinkOrigin, SESSION, until } from './telemetry-sinks.ts';

describe('telemetry: error reports under the strict CSP', () => {
  const harness = browserWithSinks();

  it('serves a policy naming exactly the configured sink host in connect-src and img-src', async () => {
    const policy = (await fetch(new URL('/deposit', preview.url), { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`connect-src 'self' ${sinkOrigin};`);
    expect(policy).toContain(`img-src 'self' data: ${sinkOrigin};`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  });

  it('a rendering crash reaches the error-report collector scrubbed, and the cashier starts again', async () => {
    const opened = await harness.openPage('about:blank');
    // The method list's first render throws once per tab, with a card number and the session id in the message.
    await opened.context.addInitScript(`{
      const crash = sessionStorage.getItem('crashed') === null;
      const upper = String.prototype.toUpperCase;
      String.prototype.toUpperCase = function () {
        if (crash && String(this) === 'Vi') {
          sessionStorage.setItem('crashed', '1');
          throw new Error('Render failed for card 4111 1111 1111 1111 in session ${SESSION}');
        }
        return upper.call(this);
      };
    }`);
    const { page } = opened;
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(new URL(`/deposit?session_id=${SESSION}`, preview.url).href);
    await methodList(page);
    await expect.poll(() => loads).toBe(2);
    const posts = await until(recordedPosts, (found) => errorEvents(found).some((event) => event.tags?.['kind'] === 'render'));
    const crash = errorEvents(posts).find((event) => event.tags?.['kind'] === 'render');
    expect(crash?.exception?.values.at(-1)?.value).toBe('Render failed for card [redacted:card-number] in session [redacted:session-id]');
    expect(crash?.contexts).toHaveProperty('react.componentStack');
    expect(crash?.tags).toMatchObject({ flow: 'deposit', session_ref: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const sent = JSON.stringify(posts.filter(isErrorReport));
    expect(sent).not.toContain(SESSION);
    expect(sent.replace(/\D/g, '')).not.toContain(CARD_DIGITS);
    expect(await opened.cspViolations()).toEqual([]);
    await opened.close();
  });

  it('a screen chunk that fails is reported as ChunkLoadError and reloads the cashier once; failing again, it shows the error screen', async () => {
    const opened = await harness.openPage('about:blank');
    await opened.context.route(/\/assets\/method-form-screen-[^/]*\.js$/, (route) => route.abort());
    const { page } = opened;
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(new URL(`/deposit?session_id=${SESSION}`, preview.url).href);
    await methodList(page);
    await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expect.poll(() => loads).toBe(2);
    const posts = await until(recordedPosts, (found) => errorEvents(found).filter((event) => event.tags?.['kind'] === 'chunk').length >= 2);
    const chunkFailures = errorEvents(posts).filter((event) => event.tags?.['kind'] === 'chunk');
    expect(chunkFailures.map((event) => event.exception?.values.at(-1)?.type)).toEqual(['ChunkLoadError', 'ChunkLoadError']);
    await opened.close();
  });
});

describe('telemetry without sinks', () => {
  const harness = browserForTests();

  it('skips error reporting without a DSN: the Sentry chunk is never fetched, and nothing is posted', async () => {
    const recorded = await harness.openPage(`/deposit?session_id=${SESSION}&metrics=1`);
    await methodList(recorded.page);
    await recorded.page.getByRole('button', { name: /Skrill/ }).click();
    await recorded.page.evaluate(() => setTimeout(() => Promise.reject(new Error('nobody hears this'))));
    await recorded.page.waitForTimeout(1500);
    const urls = recorded.requests.map((request) => request.url);
    expect(urls.some((url) => url.includes('/start-telemetry-'))).toBe(true);
    expect(urls.filter((url) => url.includes('sentry') || url.endsWith('/metrics') || url.includes('/fixtures/assets/'))).toEqual([]);
    await recorded.close();
  });
});
