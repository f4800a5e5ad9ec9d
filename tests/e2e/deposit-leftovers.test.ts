import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';
import { inIosApp, nativeMessagesOf } from './native-messages.ts';
import { CHROMIUM_PATH, screenshot, startBrowser, withCleanPage, type BrowserHarness, type OpenPageOptions, type RecordedPage } from './browser.ts';

/** How long a screen may take to appear (ms): recorded answers come in well under a second. */
const SCREEN_TIMEOUT_MS = 10_000;

/** The looks every screen is checked in: light, dark (theme=dark) and right to left (lang=ar). */
const LOOKS: readonly [string, OpenPageOptions, string][] = [
  ['light', { colorScheme: 'light' }, ''],
  ['dark', { colorScheme: 'dark' }, '&theme=dark'],
  ['rtl', { colorScheme: 'light', dir: 'rtl' }, ''],
];

const pathOf = (page: Page): string => new URL(page.url()).pathname;

describe('auto-redirect rule 5: the first carousel method opens under the carousel (deposit-carousel)', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  const withPage = (path: string, body: (recorded: RecordedPage) => Promise<void>, options?: OpenPageOptions): Promise<void> =>
    withCleanPage(harness, path, body, options);

  it('the list opens the first carousel method’s form under the carousel; a quick choice swaps the form; All methods opens the list without it', () =>
    withPage('/deposit?session_id=deposit-carousel', async ({ page }) => {
      await page.waitForURL((url) => url.pathname === '/deposit/bank/', { timeout: SCREEN_TIMEOUT_MS });
      const carousel = page.getByRole('radiogroup', { name: 'Quick choice' });
      await page.getByRole('heading', { level: 1, name: 'Bank transfer' }).waitFor();
      await carousel.waitFor();
      await expect(carousel.getByRole('radio', { name: 'Bank transfer' }).isChecked()).resolves.toBe(true);
      // The page's headings start with its h1, the form's title: the carousel over it names its region, no heading.
      await expect(page.locator('h1, h2, h3').first().evaluate((heading) => heading.tagName)).resolves.toBe('H1');
      await page.getByRole('region', { name: 'Quick choice' }).waitFor();
      // Under the form, the form's own button and link stand for the carousel's: no Continue, one "All methods".
      await expect(page.getByRole('button', { name: 'Continue', exact: true }).count()).resolves.toBe(0);
      await expect(page.getByText('All methods', { exact: true }).count()).resolves.toBe(1);
      await page.getByRole('combobox', { name: /^Bank country/ }).waitFor();

      await carousel.getByRole('radio', { name: 'Skrill' }).check();
      await page.waitForURL((url) => url.pathname === '/deposit/skrill/');
      await page.getByRole('heading', { level: 1, name: 'Skrill' }).waitFor();
      await page.getByRole('textbox', { name: /^Skrill e-mail/ }).waitFor();
      await expect(carousel.getByRole('radio', { name: 'Skrill' }).isChecked()).resolves.toBe(true);
      // The carousel stayed: the keyboard user's focus is still on the choice just made.
      await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).resolves.toBe('radio');
      await screenshot(page, 'leftovers-carousel-over-form');

      await page.getByRole('link', { name: 'All methods' }).click();
      await page.getByRole('heading', { level: 1, name: 'Choose a payment method' }).waitFor();
      expect(pathOf(page)).toBe('/deposit');
      await expect(page.locator('.carousel').count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('methods-title');
      await expect(page.locator('button.method').count()).resolves.toBe(8);
    }));

  for (const [look, options, query] of LOOKS) {
    it(`the carousel over the form has no axe violations (${look})`, () =>
      withPage(
        `/deposit?session_id=deposit-carousel${query}`,
        async ({ page }) => {
          await page.locator('.carousel--over-form').waitFor({ timeout: SCREEN_TIMEOUT_MS });
          await page.locator('.phone__flag').waitFor();
          await screenshot(page, `leftovers-carousel-form-${look}`);
          expect(await axeViolations(page)).toEqual([]);
        },
        options,
      ));
  }
});

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
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

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
          await screenshot(page, `leftovers-display-blocked-${look}`);
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
        await screenshot(page, 'leftovers-display-resumed-dark');
        expect(await axeViolations(page)).toEqual([]);
      },
      { colorScheme: 'dark' },
    ));
});

/** The merchant origin the cashier allowlists by default (CASHIER_MERCHANT_ORIGINS unset). */
const MERCHANT_ORIGIN = 'http://127.0.0.1:4174';

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

describe('the decline reason from last_decline_info and the ways back to the merchant', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

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
      await screenshot(page, 'leftovers-decline-last-info');
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

/** The provider return pages in each state the user can meet them in: waiting for the call, and the call failed. */
const RETURN_PAGES: readonly [string, string][] = [
  ['interaction-waiting', '/payments/interaction/paysafecard?session_id=payments-interaction-status&fault=interaction:delay=8000'],
  ['interaction-failed', '/payments/interaction/paysafecard?session_id=payments-interaction-status&fault=interaction:500'],
  ['status-checking', '/payments/status/paysafecard?session_id=payments-interaction-status&fault=status:delay=8000'],
  ['provider-3ds-waiting', '/payments/3ds_result/acquirer_eu?session_id=payments-3ds-provider&PaRes=eJzLSM3JyVcozy_KSVEEAB0JBF4&fault=3ds-result:delay=8000'],
  ['provider-3ds-failed', '/payments/3ds_result/acquirer_eu?session_id=payments-3ds-provider&PaRes=eJzLSM3JyVcozy_KSVEEAB0JBF4&fault=3ds-result:500'],
  ['3ds-waiting', '/3ds_result?session_id=payments-3ds-provider&fault=3ds-result:delay=8000'],
  ['3ds-failed', '/3ds_result?session_id=payments-3ds-provider&fault=3ds-result:502'],
];

describe('the provider return pages in light, dark and Arabic: axe-core finds nothing', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  for (const [name, path] of RETURN_PAGES) {
    for (const [look, options, query] of LOOKS) {
      it(`${name} (${look})`, () =>
        withCleanPage(
          harness,
          `${path}${query}`,
          async ({ page }) => {
            const shown = name.endsWith('failed') ? page.getByRole('button', { name: /Try again|حاول مرة أخرى|إعادة المحاولة/ }) : page.locator('.status__title');
            await shown.first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
            // A failed check names what failed (the payment's check), not the cashier's loading.
            if (name.endsWith('failed') && look !== 'rtl') await page.getByRole('heading', { name: /^We could not (check|confirm) your payment/ }).waitFor();
            await screenshot(page, `leftovers-return-${name}-${look}`);
            expect(await axeViolations(page)).toEqual([]);
          },
          options,
        ));
    }
  }
});
