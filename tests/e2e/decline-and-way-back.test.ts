import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, SCREEN_TIMEOUT_MS, screenshot, withCleanPage } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';
import { MERCHANT_ORIGIN } from './merchant-page.ts';
import { inIosApp, nativeMessagesOf } from './native-messages.ts';

describe('the decline reason from last_decline_info and the ways back to the merchant', () => {
  const harness = browserForTests();

  /** Pays 125 by Visa on deposit-card-success's card form (or a variant of it) and waits for the success page. */
  async function paySuccessfully(page: Page): Promise<void> {
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click({ timeout: SCREEN_TIMEOUT_MS });
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '125'));
    await form.submit.click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
  }

  it('a decline without a reason of its own shows last_decline_info’s, which is about this method', () =>
    withCleanPage(harness, '/deposit?session_id=deposit-decline-last-info', async ({ page }) => {
      const form = cardFormPage(page);
      await form.fill(valuesOf('visa', '8000'));
      await form.submit.click();
      await page.getByRole('heading', { name: 'Payment declined' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      // last_decline_info's decline data: its sub-reason as a sentence, its comment as the server wrote it.
      await page.getByText('There were not enough funds for this amount.').waitFor();
      await page.getByText('Comment: The card issuer declined the last attempt: insufficient funds.').waitFor();
      await screenshot(page, 'decline-last-info');
    }));

  it('an amount typed with a point in a currency without decimals (JPY) drops what follows the point: 3000.50 is 3 000, never 300 050', () =>
    withCleanPage(harness, '/deposit?session_id=deposit-decline-last-info', async ({ page }) => {
      const form = cardFormPage(page);
      await form.amount.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await form.amount.fill('');
      await form.amount.pressSequentially('3000.50');
      await expect(form.amount.inputValue()).resolves.toBe('3 000.');
      await expect(form.submit.innerText()).resolves.toMatch(/^Deposit 3\s000\sJPY$/);
    }));

  it('a decline of another method does not show last_decline_info’s reason', () =>
    withCleanPage(harness, '/deposit/deposit-error?session_id=deposit-decline-last-info', async ({ page }) => {
      // This session's payment as the page stores it (spec section 7: transaction_status): PayPay, declined, no reason.
      await page.evaluate(() =>
        localStorage.setItem(
          'transaction_status',
          JSON.stringify({ sessionId: 'deposit-decline-last-info', flow: 'deposit', amount: 8000, currency: 'JPY', method: 'paypay', status: 'error', reason: null }),
        ),
      );
      await page.reload();
      await page.getByRole('heading', { name: 'Payment declined' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await expect(page.getByText(/^(Reason|Comment):|not enough funds/).count()).resolves.toBe(0);
    }));

  it("the merchant's close icon and way back (close_icon, merchant_redirect_url) survive a reload of a later page", () =>
    withCleanPage(
      harness,
      '/deposit?session_id=deposit-merchant-return&close_icon=true&merchant_redirect_url=http%3A%2F%2F127.0.0.1%3A4174%2Fback',
      async ({ page }) => {
        await paySuccessfully(page);
        await page.reload();
        await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
        await page.getByRole('button', { name: 'Back to the game' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
        await expect(page.getByRole('button', { name: 'Close the cashier' }).count()).resolves.toBe(1);
      },
    ));

  it('a blank stored redirect type opens the merchant in a new window, and the cashier stays', () =>
    withCleanPage(
      harness,
      '/deposit?session_id=deposit-merchant-return&merchant_redirect_url=http%3A%2F%2F127.0.0.1%3A4174%2Fback',
      async ({ page, context }) => {
        await context.route(`${MERCHANT_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Merchant</title><h1>Merchant</h1>' }));
        await paySuccessfully(page);
        // A new window needs the user's click: no countdown starts it.
        await expect(page.getByRole('timer').count()).resolves.toBe(0);
        const opened = context.waitForEvent('page');
        await page.getByRole('button', { name: 'Back to the game' }).click();
        const merchant = await opened;
        await merchant.waitForURL(`${MERCHANT_ORIGIN}/back`);
        // noopener: the merchant's window has no handle on the cashier.
        await expect(merchant.evaluate(() => window.opener)).resolves.toBeNull();
        expect(new URL(page.url()).pathname).toBe('/deposit/deposit-success');
      },
      { beforeOpen: async (context) => void (await context.addInitScript(() => localStorage.setItem('merchant_redirect_type', 'blank'))) },
    ));

  it('in the native iOS app, the way back is a navigate message to the app with the success URL; the page stays', () =>
    withCleanPage(
      harness,
      '/deposit?session_id=deposit-card-success&x-channel=ios',
      async ({ page }) => {
        await paySuccessfully(page);
        await page.getByRole('button', { name: 'Back to the game' }).click();
        await expect
          .poll(async () => (await nativeMessagesOf(page)).filter((message) => message.type === 'navigate'))
          .toEqual([expect.objectContaining({ type: 'navigate', url: `${MERCHANT_ORIGIN}/deposit/success` })]);
        expect(new URL(page.url()).pathname).toBe('/deposit/deposit-success');
      },
      { beforeOpen: inIosApp },
    ));

  it('in the native Android app with no merchant address at all, the way back starts the cashier again', () =>
    withCleanPage(
      harness,
      '/deposit?session_id=deposit-merchant-return&x-channel=android',
      async ({ page }) => {
        await paySuccessfully(page);
        await page.getByRole('button', { name: 'Back to the game' }).click();
        await page.waitForURL((url) => url.pathname === '/deposit', { timeout: SCREEN_TIMEOUT_MS });
        await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
        expect(new URL(page.url()).searchParams.get('session_id')).toBe('deposit-merchant-return');
      },
    ));
});
