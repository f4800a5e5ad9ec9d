import { describe, expect, inject, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import type { CashierMessage } from '../../src/embed-sdk/index.ts';
import { screenshot } from './browser.ts';
import { cardFormPage, TEST_CARD_DATA, valuesOf } from './card-form-page.ts';
import { ALLOWED_PORT, FOREIGN_PORT, browserWithMerchants, frameAt, merchantPage, messagesOf, rawOf, sequenceOf, type RawMessage } from './merchant-page.ts';

/** A height report: the frame telling its size, whatever else happens. */
const isHeightReport = (message: RawMessage): boolean => typeof message.data === 'object' && message.data !== null && 'type' in message.data && message.data.type === 'height';

describe('embedded in a merchant page on another origin', () => {
  const baseUrl = inject('baseUrl');
  const cashierOrigin = new URL(baseUrl).origin;
  const newPage = browserWithMerchants(baseUrl, [ALLOWED_PORT, FOREIGN_PORT]);
  const cashierFrame = (page: Page): Frame => frameAt(page, cashierOrigin);

  it('mounts with the SDK, takes a card deposit, and the merchant hears ready, height, the form, the brand and the status, never card data', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    await page.goto(merchantPage(ALLOWED_PORT, { cashier: cashierOrigin, session: 'deposit-card-success' }));
    const cashier = page.frameLocator('iframe[title="Cashier"]');
    await cashier.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    const form = cardFormPage(cashier);
    await form.fill(valuesOf('visa', '40'));
    await form.submit.click();
    await cashier.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await expect.poll(async () => sequenceOf(await messagesOf(page)).at(-1)).toBe('status');
    await screenshot(page, 'merchant-sdk-deposit-success');

    const messages = await messagesOf(page);
    // No cardBrand until a typed number has one: the empty field at the form's opening announces nothing.
    expect(sequenceOf(messages)).toEqual(['ready', 'height', 'form:open', 'cardBrand:visa', 'form:submit', 'status']);
    expect(messages.find((message) => message.type === 'status')).toEqual({ source: 'cashier', version: 1, type: 'status', flow: 'deposit', status: 'success', amount: 40, currency: 'EUR' });
    expect(messages.filter((message) => message.type === 'cardBrand' || message.type === 'form').every((message) => 'target' in message && message.target === 'cashier')).toBe(true);
    const everything = JSON.stringify(await rawOf(page));
    expect(everything.replace(/\D/g, '')).not.toContain(TEST_CARD_DATA.visa.number.replace(/\D/g, ''));
    expect(everything).not.toMatch(/card_|cvv|pan|expir|holder/i);
    expect((await rawOf(page)).every((message) => message.origin === cashierOrigin)).toBe(true);
    // The SDK sized the frame from the last height message.
    const lastHeight = messages.filter((message) => message.type === 'height').at(-1);
    expect(await page.locator('iframe[title="Cashier"]').evaluate((frame) => frame.style.height)).toBe(`${String(lastHeight?.type === 'height' ? lastHeight.height : 0)}px`);
  });

  it('opens a 3-D Secure page that refuses frames in the top window, and the cashier takes the flow on there', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    await page.goto(merchantPage(ALLOWED_PORT, { cashier: cashierOrigin, session: 'deposit-card-3ds-top' }));
    const cashier = page.frameLocator('iframe[title="Cashier"]');
    await cashier.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    const form = cardFormPage(cashier);
    await form.fill(valuesOf('visa', '125'));
    await Promise.all([page.waitForURL((url) => url.origin === cashierOrigin && url.pathname === '/fixtures/issuer'), form.submit.click()]);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/deposit/deposit-success');
  });

  it('ignores messages from another origin, another window of the merchant origin, and malformed ones; obeys a good one', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    // One sibling frame on a foreign origin, and (below) one on the merchant's own origin: neither is the parent.
    await page.goto(merchantPage(ALLOWED_PORT, { cashier: cashierOrigin, session: 'deposit-card-success', sibling: `http://127.0.0.1:${String(FOREIGN_PORT)}/blank` }));
    await page.frameLocator('iframe[title="Cashier"]').getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    await expect.poll(async () => sequenceOf(await messagesOf(page))).toContain('ready');
    const frame = cashierFrame(page);
    await frame.evaluate(() => Object.assign(window, { __untouched: true }));
    const before = (await rawOf(page)).length;
    const address = frame.url();

    const reinit = { source: 'merchant', version: 1, type: 'reinit' };
    const foreign = page.frames().find((candidate) => candidate.url().startsWith(`http://127.0.0.1:${String(FOREIGN_PORT)}`));
    await foreign?.evaluate(([data, target]) => window.parent.frames[0]?.postMessage(data, target), [reinit, cashierOrigin] as const);
    // An about:blank frame the merchant page adds has the merchant's origin, but is not the cashier's parent.
    await page.evaluate(() => {
      const sibling = document.createElement('iframe');
      sibling.name = 'same-origin-sibling';
      document.body.append(sibling);
    });
    await page.frame({ name: 'same-origin-sibling' })?.evaluate(([data, target]) => window.parent.frames[0]?.postMessage(data, target), [reinit, cashierOrigin] as const);
    for (const data of [
      { source: 'merchant', version: 1, type: 'eval', code: 'alert(1)' },
      { ...reinit, url: 'https://evil.example' },
      { source: 'merchant', version: 1, type: 'setSessionId', sessionId: 'x'.repeat(3000) },
      'reinit',
    ]) {
      await page.evaluate(([message, target]) => document.querySelector<HTMLIFrameElement>('iframe[title="Cashier"]')?.contentWindow?.postMessage(message, target), [data, cashierOrigin] as const);
    }
    await page.waitForTimeout(500);
    expect(await frame.evaluate(() => '__untouched' in window)).toBe(true);
    expect(frame.url()).toBe(address);
    // Nothing answers them; the frame's height reports go on (the notifications panel and icons arrive late).
    expect((await rawOf(page)).slice(before).filter((message) => !isHeightReport(message))).toEqual([]);

    // The same channel carries a good command: the cashier starts again and says it is ready again.
    await page.evaluate(() => (window as unknown as { __cashier: { reinit(): void } }).__cashier.reinit());
    await expect.poll(async () => sequenceOf(await messagesOf(page)).filter((type) => type === 'ready').length).toBe(2);
  });

  it('is refused by the browser in the frame of a merchant that is not allowlisted (frame-ancestors)', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    const cashierUrl = new URL('/deposit?session_id=deposit-card-success', baseUrl).toString();
    const [blocked, reported] = await Promise.all([
      page.waitForEvent('requestfailed', (request) => request.url() === cashierUrl),
      page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('frame-ancestors')),
      page.waitForEvent('framenavigated', (frame) => frame !== page.mainFrame() && frame.url().startsWith('chrome-error://')),
      page.goto(`http://127.0.0.1:${String(FOREIGN_PORT)}/frame?src=${encodeURIComponent(cashierUrl)}`),
    ]);
    expect(blocked.failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    expect(reported.text()).toContain(`"frame-ancestors 'self' http://127.0.0.1:${String(ALLOWED_PORT)}"`);
    expect(await rawOf(page)).toEqual([]);
  });

  it('opened with cashier_in_new_tab, asks the merchant to open the address without the flag and renders nothing', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    const cashierUrl = new URL('/deposit?session_id=deposit-card-success&cashier_in_new_tab=1&lang=en', baseUrl).toString();
    await page.goto(`http://127.0.0.1:${String(ALLOWED_PORT)}/frame?src=${encodeURIComponent(cashierUrl)}`);
    await expect.poll(async () => (await rawOf(page)).length).toBe(1);
    expect(await rawOf(page)).toEqual([
      { origin: cashierOrigin, data: { source: 'cashier', version: 1, type: 'redirectTo', url: new URL('/deposit?session_id=deposit-card-success&lang=en', baseUrl).toString() } },
    ]);
    expect(await cashierFrame(page).evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
  });

  it('shows "No payment found" for a result address opened by hand, and tells the merchant no status', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    const cashierUrl = new URL('/deposit/deposit-success?session_id=deposit-card-success', baseUrl).toString();
    await page.goto(`http://127.0.0.1:${String(ALLOWED_PORT)}/frame?src=${encodeURIComponent(cashierUrl)}`);
    await page.frameLocator('iframe[title="Cashier"]').getByRole('heading', { name: 'No payment found' }).waitFor();
    await expect.poll(async () => (await rawOf(page)).map((message) => (message.data as CashierMessage).type)).toContain('height');
    expect((await rawOf(page)).map((message) => (message.data as CashierMessage).type)).not.toContain('status');
    expect(await page.frameLocator('iframe[title="Cashier"]').getByText('Deposit successful').count()).toBe(0);
  });

  it('a withdrawal refused with code 17 tells the merchant sessionExpired only, never a processing status', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    const cashierUrl = new URL('/withdrawal?session_id=withdrawal-payout-accounts&fault=submit:code=17', baseUrl).toString();
    await page.goto(`http://127.0.0.1:${String(ALLOWED_PORT)}/frame?src=${encodeURIComponent(cashierUrl)}`);
    const cashier = page.frameLocator('iframe[title="Cashier"]');
    await cashier.locator('#root_amount').fill('300');
    await cashier.getByRole('button', { name: /^Continue/ }).click();
    await cashier.getByRole('heading', { name: 'Your session has expired' }).waitFor();
    const types = async (): Promise<string[]> => (await rawOf(page)).map((message) => (message.data as CashierMessage).type);
    await expect.poll(types).toContain('sessionExpired');
    expect(await types()).not.toContain('status');
    // Nor does the frame sit on the processing page, which a reload would show.
    expect(new URL(cashierFrame(page).url()).pathname).toBe('/withdrawal/bank_transfer/');
  });
});
