import { describe, expect, it } from 'vitest';
import { cardFormPage, valuesOf } from './card-form-page.ts';
import { browserWithSinks, CARD_DIGITS, errorEvents, isMetrics, methodList, metricNames, recordedPosts, sinkOrigin, SESSION, until } from './telemetry-sinks.ts';

describe('telemetry: metrics under the strict CSP', () => {
  const harness = browserWithSinks();

  it('a card deposit with every sink on (error reports, metrics, analytics) sends the three metrics once each, and no card data or session id anywhere', async () => {
    const recorded = await harness.openPage(`/deposit?session_id=${SESSION}&metrics=1`);
    const { page } = recorded;
    await methodList(page);
    await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    const form = cardFormPage(page);
    await form.cardNumber.waitFor();
    const typed = valuesOf('visa', '125');
    await form.fill({ ...typed, cardholderName: 'Jane Q Cardholder' });
    await form.submit.click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    // A late failure, so an error event carries the whole journey's breadcrumbs (clicks, calls, addresses); its message
    // holds the address, as library errors often do.
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error(`late failure at ${location.href}`))));

    const posts = await until(recordedPosts, (found) => metricNames(found).length >= 3 && errorEvents(found).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const settled = await recordedPosts();
    expect(metricNames(settled).sort()).toEqual(['FID', 'TTI', 'init_call_duration']);
    for (const post of settled.filter(isMetrics)) {
      expect(post.path).toBe('/api/cashier-service/v1.0/payments/metrics');
      const body = post.body as { metrics: { name: string; value: number }[]; tags: Record<string, string> };
      expect(body.tags).toMatchObject({ flow: 'deposit', brand: 'brand0', platform: 'desktop', language: 'en' });
      for (const { value } of body.metrics) expect(Number.isInteger(value) && value >= 0).toBe(true);
    }
    expect(posts.length).toBeGreaterThan(0);
    // Analytics run too (the fixture hosts), so the leak check below reads their events as well.
    expect(settled.some((post) => post.path === 'clickstream:track' || post.path === '/api/analytics/track')).toBe(true);

    const [month, year] = typed.expiry.split('/');
    const sinkRequests = recorded.requests.filter((request) => request.url.startsWith(sinkOrigin) && request.method === 'POST');
    const payloads = [JSON.stringify(settled), ...sinkRequests.map((request) => `${request.url} ${request.postData ?? ''}`)];
    expect(sinkRequests.length).toBeGreaterThan(0);
    for (const payload of payloads) {
      expect(payload.replace(/[\s-]/g, '')).not.toContain(CARD_DIGITS);
      expect(payload).not.toContain(SESSION);
      expect(payload).not.toContain('Jane Q Cardholder');
      expect(payload).not.toContain(`${String(month)}/${String(year)}`);
      expect(payload).not.toMatch(/"123"|cvv\W+123/i);
    }
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it('a 3-D Secure payment, whose return page holds the session id in its path, sends traces without it (spans pass the scrubber too)', async () => {
    const session = 'deposit-card-3ds';
    // The spec's trace sample rate is 0.9, so one page load in ten sends no spans at all (CI went red on such a draw).
    // Every random draw of this tab stays below 0.9: its page loads are always sampled.
    const sampled = (): void => {
      const draw = Math.random.bind(Math);
      Math.random = () => draw() * 0.9;
    };
    const recorded = await harness.openPage(`/deposit?session_id=${session}&metrics=1`, { beforeOpen: async (context) => void (await context.addInitScript(sampled)) });
    const { page } = recorded;
    await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    const form = cardFormPage(page);
    await form.cardNumber.waitFor();
    await form.fill({ ...valuesOf('visa', '60'), cardNumber: CARD_DIGITS });
    await form.submit.click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    const traces = (): string[] =>
      recorded.requests
        .filter((request) => request.url.startsWith(`${sinkOrigin}/fixtures/error-reports/`))
        .map((request) => request.postData ?? '')
        .filter((body) => body.includes('/3ds_result/'));
    // The SDK streams a page's spans once its page-load span ends: on an idle page, which a loaded machine delays, or
    // at once when the page is hidden (the user switches tabs), as here.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => traces().length, { timeout: 45_000 }).toBeGreaterThan(0);
    for (const body of traces()) expect(body).not.toContain(session);
    // The SDK's warning that a transaction callback is ignored: the reporter's options fit the SDK's trace lifecycle.
    expect(recorded.console.map((entry) => entry.text).filter((text) => text.startsWith('[Sentry]'))).toEqual([]);
    await recorded.close();
  });

  it('sends no metrics when the metrics start-up parameter does not allow them', async () => {
    const recorded = await harness.openPage(`/deposit?session_id=${SESSION}&metrics=0`);
    await methodList(recorded.page);
    await recorded.page.getByRole('button', { name: /Skrill/ }).click();
    await recorded.page.waitForTimeout(2500);
    expect(metricNames(await recordedPosts())).toEqual([]);
    expect(recorded.requests.filter((request) => request.url.endsWith('/metrics'))).toEqual([]);
    await recorded.close();
  });
});
