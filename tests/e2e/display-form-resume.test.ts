import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, CHROMIUM_PATH, LOOKS, SCREEN_TIMEOUT_MS, screenshot, withCleanPage } from './browser.ts';
import { MERCHANT_ORIGIN } from './merchant-page.ts';

const QR_START = '/deposit?session_id=deposit-qr-display';

/** From the method list to the display form: the QR method's form, sent with its preset amount. */
async function openDisplayForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay by QR/ }).click({ timeout: SCREEN_TIMEOUT_MS });
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/deposit\/deposit-display-form/);
  await page.locator('svg.qr').waitFor();
}

/** What the display form shows: its QR code (the drawn path) and each detail to copy with its value. */
async function displayedPayment(page: Page): Promise<{ qr: string | null; details: [string, string][] }> {
  await page.getByRole('img', { name: 'QR code of this payment' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
  const qr = await page.locator('svg.qr path').getAttribute('d');
  const details = await page.locator('.display-form__details .field').evaluateAll((fields) =>
    fields.map((field): [string, string] => [field.querySelector('.field__label')?.textContent ?? '', field.querySelector('.copy-field__value')?.textContent ?? '']),
  );
  return { qr, details };
}

/** Storage refused, as a browser may refuse it to a third-party frame: every access throws. */
function blockStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

describe('the display form survives a reload (deposit-qr-display)', () => {
  const harness = browserForTests();

  it('a reload shows the same QR code and details, and "I have paid" still confirms', () =>
    withCleanPage(harness, QR_START, async ({ page }) => {
      await openDisplayForm(page);
      const before = await displayedPayment(page);
      expect(before.details).toEqual([
        ['Payment reference', 'PH-2025-7Q4K9'],
        ['Beneficiary IBAN', 'DE44500105175407324931'],
      ]);
      await page.reload();
      await page.getByRole('heading', { name: 'Pay in your bank app' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(await displayedPayment(page)).toEqual(before);
      await page.getByText('Amount to pay: 100.00\u00a0EUR').waitFor();
      // Nothing but the display fields was written: no card data, no server answer as a whole.
      const stored = await page.evaluate(() => localStorage.getItem('phDisplayForm'));
      expect(JSON.parse(stored ?? 'null')).toMatchObject({ sessionId: 'deposit-qr-display', payGroupId: 161 });
      expect(stored).not.toMatch(/card|cvv|pan|disabledInputCopy/i);

      const confirmed = page.waitForRequest(/\/payments\/groups\/161\/confirm$/);
      await page.getByRole('button', { name: 'I have paid' }).click();
      await confirmed;
      await page.waitForURL(/\/deposit\/deposit-processing/);
      // The payment left the form: nothing is kept for it any more.
      await expect(page.evaluate(() => localStorage.getItem('phDisplayForm'))).resolves.toBeNull();
    }));

  it('a stored detail another script wrote with a right-to-left override is drawn as written, without the override', () =>
    withCleanPage(harness, QR_START, async ({ page, console }) => {
      await openDisplayForm(page);
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('phDisplayForm') ?? '{}') as { display: { parameters: { value: string }[] } };
        stored.display.parameters = stored.display.parameters.map((detail, at) => (at === 1 ? { ...detail, value: `\u202E${detail.value}` } : detail));
        localStorage.setItem('phDisplayForm', JSON.stringify(stored));
      });
      await page.reload();
      const { details } = await displayedPayment(page);
      expect(details).toEqual([
        ['Payment reference', 'PH-2025-7Q4K9'],
        ['Beneficiary IBAN', 'DE44500105175407324931'],
      ]);
      expect(console.filter(({ text }) => text.includes('stored display form carried bidi controls'))).toHaveLength(1);
      await screenshot(page, 'display-form-stored-override');
    }));

  it('another session finds no payment waiting in the stored one', () =>
    withCleanPage(harness, QR_START, async ({ page }) => {
      await openDisplayForm(page);
      await page.goto(new URL('/deposit/deposit-display-form?session_id=deposit-card-success', page.url()).href);
      await page.getByRole('heading', { name: 'No payment is waiting' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    }));

  for (const [look, options, query] of LOOKS) {
    it(`with storage blocked, a reload says the details could not be kept and offers the methods (${look})`, () =>
      withCleanPage(
        harness,
        `${QR_START}${query}`,
        async ({ page }) => {
          await openDisplayForm(page);
          await page.reload();
          await page.locator('.status__title').waitFor({ timeout: SCREEN_TIMEOUT_MS });
          if (look !== 'rtl') {
            await page.getByRole('heading', { name: 'No payment is waiting' }).waitFor();
            await page.getByText(/could not be kept after the page reloaded.*do not pay again/).waitFor();
            await page.getByRole('link', { name: 'All methods' }).waitFor();
          }
          await screenshot(page, `display-blocked-${look}`);
          expect(await axeViolations(page)).toEqual([]);
        },
        { ...options, beforeOpen: async (context) => void (await context.addInitScript(blockStorage)) },
      ));
  }

  it('the resumed display form has no axe violations (dark)', () =>
    withCleanPage(
      harness,
      `${QR_START}&theme=dark`,
      async ({ page }) => {
        await openDisplayForm(page);
        await page.reload();
        await displayedPayment(page);
        await screenshot(page, 'display-resumed-dark');
        expect(await axeViolations(page)).toEqual([]);
      },
      { colorScheme: 'dark' },
    ));
});

/**
 * A merchant page framing the cashier at `cashierPath`, served by the browser itself (a routed answer, no port bound):
 * it keeps every message its window receives in `window.__messages`.
 */
async function openInMerchantFrame(browser: Browser, cashierPath: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const cashierUrl = new URL(cashierPath, inject('baseUrl')).href;
  await context.route(`${MERCHANT_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Merchant</title><script>window.__messages = []; addEventListener('message', (event) => window.__messages.push(event.data));</script><iframe title="Cashier" src="${cashierUrl}" style="width:480px;height:900px"></iframe>`,
    }),
  );
  const page = await context.newPage();
  await page.goto(`${MERCHANT_ORIGIN}/`);
  return { page, close: () => context.close() };
}

interface StatusMessage {
  type: string;
  status?: string;
}

const statusMessagesOf = async (page: Page): Promise<string[]> =>
  (await page.evaluate(() => (window as unknown as { __messages: StatusMessage[] }).__messages))
    .filter((message) => message.type === 'status')
    .map((message) => message.status ?? '');

describe('the merchant hears processing once on the display-form path (deposit-qr-display)', () => {
  let browser: Browser;
  beforeAll(async () => {
    // A routed page has no address, so Chromium counts it as public and refuses it a frame on the loopback cashier:
    // these checks are off here (the merchant's real page and the cashier never share a loopback address).
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'] });
  });
  afterAll(() => browser.close());

  it('opening the display form tells processing; its reload, "I have paid" and the processing page tell it no second time', async () => {
    const merchant = await openInMerchantFrame(browser, QR_START);
    try {
      const frame = merchant.page.frameLocator('iframe[title="Cashier"]');
      await frame.getByRole('button', { name: /^Pay by QR/ }).click({ timeout: SCREEN_TIMEOUT_MS });
      await frame.locator('button[type="submit"]').click();
      await frame.locator('svg.qr').waitFor();
      await expect.poll(() => statusMessagesOf(merchant.page)).toEqual(['processing']);
      // A reload of the display form resumes the same payment: no news for the merchant either.
      await merchant.page.locator('iframe[title="Cashier"]').evaluate((iframe: HTMLIFrameElement) => {
        iframe.src = iframe.src.replace('/deposit?', '/deposit/deposit-display-form?');
      });
      await frame.locator('svg.qr').waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await frame.getByRole('button', { name: 'I have paid' }).click();
      await frame.getByRole('heading', { name: 'Payment is processing' }).waitFor();
      // Time for any later message (the processing page's status call answers at once) to arrive.
      await merchant.page.waitForTimeout(1500);
      expect(await statusMessagesOf(merchant.page)).toEqual(['processing']);
    } finally {
      await merchant.close();
    }
  });
});
