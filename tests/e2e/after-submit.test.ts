import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, LOOKS, pathOf, screenshot, type BrowserHarness, type OpenPageOptions, type RecordedPage } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';

/** Polling answers pending twice, then success: 1 s + 2 s + 3 s of backoff, with room to spare (ms). */
const SETTLE_TIMEOUT_MS = 15_000;
const STATUS_CALL = '/api/cashier-service/v1.0/payments/status';
const MERCHANT_ORIGIN = 'http://127.0.0.1:4174';


describe('after submit: the pages follow the payment to its real status', () => {
  const harness = browserForTests();

  /** Opens a scenario, pays 250 USD by American Express on its card form, and returns the page. */
  const payAmex = async (query: string): Promise<RecordedPage> => {
    const recorded = await harness.openPage(`/deposit?session_id=deposit-processing-settles${query}`);
    const form = cardFormPage(recorded.page);
    await form.fill(valuesOf('amex', '250'));
    await form.submit.click();
    return recorded;
  };

  it('the processing page polls the status call until success, then shows the success page', async () => {
    const recorded = await payAmex('');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    expect(pathOf(page)).toBe('/deposit/deposit-processing');
    await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toContain('Checking the payment status');
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: SETTLE_TIMEOUT_MS });
    expect(pathOf(page)).toBe('/deposit/deposit-success');
    expect(recorded.requests.filter((request) => request.url.includes(STATUS_CALL))).toHaveLength(3);
    await recorded.close();
  });

  it('a submit that times out lands on processing, never "failed", then on the status the status call tells', async () => {
    const recorded = await payAmex('&fault=submit:timeout&request_timeout=2000');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    expect(pathOf(page)).toBe('/deposit/deposit-processing');
    expect(await page.getByText(/failed|could not/i).count()).toBe(0);
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: SETTLE_TIMEOUT_MS });
    expect(pathOf(page)).toBe('/deposit/deposit-success');
    await recorded.close();
  });

  it('browser Back from the processing page to the form says the payment may still be going through (APP.FORM.MAY_BE_PENDING)', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-processing');
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.fill(valuesOf('amex', '250'));
    await form.submit.click();
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    await page.goBack();
    await form.cardNumber.waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'may still be going through' }).textContent()).resolves.toBe(
      'A payment you sent may still be going through. Check your balance before you pay again.',
    );
    await recorded.close();
  });

  it('a reload on the processing page keeps the payment and lands on its real status', async () => {
    const recorded = await payAmex('');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: SETTLE_TIMEOUT_MS });
    expect(pathOf(page)).toBe('/deposit/deposit-success');
    await recorded.close();
  });

  it('the success page counts down visibly and then takes the user to the merchant success URL', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-success-countdown');
    const { page, context } = recorded;
    await context.route(`${MERCHANT_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Merchant</title><h1>Merchant</h1>' }));
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    await cardFormPage(page).fill(valuesOf('visa', '125'));
    await cardFormPage(page).submit.click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^Taking you back in [1-3] s\.$/);
    await page.waitForURL(`${MERCHANT_ORIGIN}/deposit/success`, { timeout: 6000 });
    await recorded.close();
  });

  it('"Stay on this page" stops the countdown, also after a reload of the page', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-success-countdown');
    const { page } = recorded;
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    await cardFormPage(page).fill(valuesOf('visa', '125'));
    await cardFormPage(page).submit.click();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.waitForTimeout(3500);
    expect(pathOf(page)).toBe('/deposit/deposit-success');
    await recorded.close();
  });

  it('the decline page shows the reason; "Try again" keeps the method and the amount; "Change method" opens the list', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-decline');
    const { page } = recorded;
    const form = cardFormPage(page);
    const decline = async (): Promise<void> => {
      await form.fill(valuesOf('visa', '8000'));
      await form.submit.click();
      await page.getByRole('heading', { name: 'Payment declined' }).waitFor();
      expect(pathOf(page)).toBe('/deposit/deposit-error');
      expect(await page.getByText('Reason: Insufficient funds').count()).toBe(1);
    };
    await decline();
    await page.getByRole('button', { name: 'Try again' }).click();
    await form.cardNumber.waitFor();
    expect(pathOf(page)).toBe('/deposit/card_jp/');
    expect((await form.amount.inputValue()).replace(/\D/g, '')).toBe('8000');
    expect(await form.cardNumber.inputValue()).toBe('');
    await decline();
    await page.getByRole('button', { name: 'Change method' }).click();
    await page.getByRole('button', { name: /^PayPay/ }).waitFor();
    expect(pathOf(page)).toBe('/deposit');
    await recorded.close();
  });
});

/** A payment of the session as the page stores it (spec section 7: transaction_status), then the page reloaded. */
async function openWithPayment(harness: BrowserHarness, path: string, sessionId: string, payment: object, options: OpenPageOptions): Promise<RecordedPage> {
  const recorded = await harness.openPage(path, options);
  await recorded.page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    ['transaction_status', JSON.stringify({ sessionId, flow: 'deposit', amount: 8000, currency: 'JPY', method: 'card_jp', reason: null, ...payment })] as const,
  );
  await recorded.page.reload();
  return recorded;
}

const RESULT_PAGES: readonly [string, string, string, object, { en: string; ar: string }][] = [
  ['success', 'deposit-card-success', '/deposit/deposit-success', { status: 'success' }, { en: 'Deposit successful', ar: 'تم الإيداع بنجاح' }],
  ['decline', 'deposit-card-decline', '/deposit/deposit-error', { status: 'error', reason: 'Insufficient funds' }, { en: 'Payment declined', ar: 'تم رفض الدفعة' }],
  ['processing', 'deposit-processing', '/deposit/deposit-processing', { status: 'processing' }, { en: 'Payment is processing', ar: 'الدفعة قيد المعالجة' }],
];

describe('result pages: axe-core finds nothing in light, dark and right-to-left', () => {
  const harness = browserForTests();

  for (const [look, options, query] of LOOKS) {
    it.each(RESULT_PAGES)(`the %s page (${look})`, async (name, sessionId, path, payment, titles) => {
      const recorded = await openWithPayment(harness, `${path}?session_id=${sessionId}${query}`, sessionId, payment, options);
      await recorded.page.getByRole('heading', { name: look === 'rtl' ? titles.ar : titles.en }).waitFor();
      // Once the init answer is in: the way back to the merchant (and, on success, its countdown) shows.
      await recorded.page.locator('.status__actions button').nth(1).waitFor();
      if (name === 'success') await recorded.page.getByRole('timer').waitFor();
      await screenshot(recorded.page, `result-${name}-${look}`);
      expect(await axeViolations(recorded.page)).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
      await recorded.close();
    });
  }
});
