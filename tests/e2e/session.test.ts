import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, screenshot, type RecordedPage } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';

const apiCalls = (recorded: RecordedPage): string[] =>
  recorded.requests.filter((request) => request.url.includes('/api/cashier-service/')).map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('the session (spec sections 4 and 7)', () => {
  const harness = browserForTests();

  it('CASHIER.PH2.ERROR_MESSAGE.17 on init: the session-expired screen leads back to the merchant, and a reload calls nothing', async () => {
    const back = 'https://shop.example/cashier-closed';
    const recorded = await harness.openPage(`/deposit?session_id=deposit-session-expired&merchant_redirect_url=${encodeURIComponent(back)}`);
    const { page } = recorded;
    await expect(page.getByRole('heading', { name: 'Your session has expired' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('To go on, open the cashier again from the merchant site.');
    await expect(page.getByRole('link', { name: 'Back to the merchant' }).getAttribute('href')).resolves.toBe(back);
    await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
    await screenshot(page, 'session-expired');
    expect(apiCalls(recorded)).toEqual(['GET /api/cashier-service/v1.0/payments/groups/init']);

    // Reopened, the session is known to be over (phPrevSessionIdData): nothing is sent.
    await page.reload();
    await page.getByRole('heading', { name: 'Your session has expired' }).waitFor();
    expect(apiCalls(recorded)).toHaveLength(1);
    const stored = await page.evaluate(() => localStorage.getItem('phPrevSessionIdData'));
    expect(JSON.parse(stored ?? '[]')).toMatchObject([{ sessionId: 'deposit-session-expired', expired: true }]);
    await recorded.close();
  });

  it('code 17 on a deposit submit: the form says so alone (spec section 8), and the next screen that calls shows the session-expired screen', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-card-success&fault=submit:code=17');
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '125'));
    await form.submit.click();
    await page.getByRole('alert').filter({ hasText: 'Your session has expired' }).waitFor();
    await expect(form.submit.isDisabled()).resolves.toBe(true);
    const sent = apiCalls(recorded).length;
    await page.getByRole('link', { name: 'All methods' }).click();
    await page.getByRole('button', { name: /Skrill/ }).click();
    await page.getByRole('heading', { name: 'Your session has expired' }).waitFor();
    await expect(page.getByRole('heading', { name: 'We could not load the cashier' }).count()).resolves.toBe(0);
    // The select call of Skrill was refused without reaching the server.
    expect(apiCalls(recorded)).toHaveLength(sent);
    await recorded.close();
  });

  it('code 17 on a withdrawal submit is the session\'s end (spec section 8: expiry handling everywhere but a deposit\'s submit): the session-expired screen, also on reload', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-payout-accounts&fault=submit:code=17');
    const { page } = recorded;
    await page.locator('#root_amount').fill('300');
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.getByRole('heading', { name: 'Your session has expired' }).waitFor();
    await page.goto(new URL('/withdrawal?session_id=withdrawal-payout-accounts', page.url()).href);
    await page.getByRole('heading', { name: 'Your session has expired' }).waitFor();
    await expect(page.locator('#root_amount').count()).resolves.toBe(0);
    await recorded.close();
  });

  // The submit button that had the focus is disabled for good (the form) or gone with the page (the screen).
  const expiredSentence = 'Your session has expired. Reopen the cashier from the merchant site.';
  it.each([
    { flow: 'deposit', address: '/deposit/card/?session_id=deposit-card-success', fill: (page: Page) => cardFormPage(page).fill(valuesOf('visa', '125')), submit: /^Deposit/, focused: ['P', expiredSentence] },
    { flow: 'checkout', address: '/checkout?session_id=checkout-card', fill: (page: Page) => cardFormPage(page).fill(valuesOf('visa')), submit: /^Pay/, focused: ['P', expiredSentence] },
    { flow: 'withdrawal', address: '/withdrawal?session_id=withdrawal-payout-accounts', fill: (page: Page) => page.locator('#root_amount').fill('300'), submit: /^Continue/, focused: ['H1', 'Your session has expired'] },
  ])('$flow: code 17 on a submit sent by keyboard leaves the focus on what says the session expired, not on the page', async ({ address, fill, submit, focused }) => {
    const recorded = await harness.openPage(`${address}&fault=submit:code=17`);
    const { page } = recorded;
    await fill(page);
    await page.getByRole('button', { name: submit }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Your session has expired').first().waitFor();
    await expect.poll(() => page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.textContent])).toEqual(focused);
    await recorded.close();
  });

  it('Back to another session in the same tab asks that session\'s server again: never the other session\'s answer from the browser cache', async () => {
    const recorded = await harness.openPage('/deposit/knet/?session_id=deposit-fee-tax');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'KNET — Kuwait debit cards' }).waitFor();
    await page.goto(new URL('/deposit?session_id=deposit-card-success', page.url()).href);
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    const inits = (): number => apiCalls(recorded).filter((call) => call.endsWith('/payments/groups/init')).length;
    const before = inits();
    await page.goBack();
    await page.getByRole('heading', { name: 'KNET — Kuwait debit cards' }).waitFor();
    await expect(page.getByRole('heading', { name: 'We could not load the cashier' }).count()).resolves.toBe(0);
    expect(inits()).toBe(before + 1);
    const fromCache = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/cashier-service/') && (entry as PerformanceResourceTiming).transferSize === 0).length,
    );
    expect(fromCache).toBe(0);
    await recorded.close();
  });

  it('a session whose time has passed shows the session-expired screen and calls nothing; on the LLA page it never expires', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success');
    const { page } = recorded;
    await page.getByRole('button', { name: /Visa/ }).first().waitFor();
    await page.evaluate(() => {
      localStorage.setItem('phPrevSessionIdData', JSON.stringify([{ sessionId: 'deposit-card-success', expiresAt: Date.now() - 1, expired: false }]));
    });
    const before = apiCalls(recorded).length;
    await page.reload();
    await page.getByRole('heading', { name: 'Your session has expired' }).waitFor();
    expect(apiCalls(recorded)).toHaveLength(before);

    await page.goto(new URL('/deposit?session_id=deposit-card-success&lla=true', page.url()).href);
    await page.getByRole('button', { name: /Visa/ }).first().waitFor();
    await recorded.close();
  });

  it.each([
    ['empty', '?session_id='],
    ['with a newline', '?session_id=deposit-card-success%0A'],
    ['with a space', '?session_id=deposit%20card'],
    ['too long', `?session_id=${'x'.repeat(129)}`],
  ])('a session id %s shows the no-session screen and calls nothing (issue 8)', async (_, search) => {
    const recorded = await harness.openPage(`/deposit${search}`);
    await recorded.page.getByText('This cashier was opened without a valid session. Open it again from the merchant’s site.').waitFor();
    expect(apiCalls(recorded)).toEqual([]);
    await recorded.close();
  });

  it('works when storage is blocked, as in a third-party frame', async () => {
    const recorded = await harness.openPage('about:blank');
    await recorded.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await recorded.page.goto(new URL('/deposit?session_id=deposit-card-success', inject('baseUrl')).href);
    await recorded.page.getByRole('button', { name: /Visa/ }).first().waitFor();
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});
