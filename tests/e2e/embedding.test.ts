import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowser, type BrowserHarness } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';

/** The merchant origin the build allowlists by default (vite.config.ts, CASHIER_MERCHANT_ORIGINS). */
const ALLOWED_PORT = 4174;
const FOREIGN_PORT = 4175;

/** A merchant page that frames the cashier and keeps every message it receives. */
function merchantServer(cashierUrl: string): Server {
  return createServer((request, response) => {
    if (request.url === '/merchant.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(`window.__messages = [];
window.addEventListener('message', (event) => window.__messages.push({ origin: event.origin, data: event.data }));`);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>Merchant</title><script src="/merchant.js"></script>
<iframe title="Cashier" src="${cashierUrl}" width="480" height="900"></iframe>`);
  });
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

interface ReceivedMessage {
  origin: string;
  data: { target?: string; id?: string; status?: string; brand?: string | null };
}

describe('embedded in a merchant page', () => {
  let harness: BrowserHarness;
  const cashierUrl = new URL('/deposit?session_id=deposit-card-success', inject('baseUrl')).toString();
  const allowedMerchant = merchantServer(cashierUrl);
  const foreignMerchant = merchantServer(cashierUrl);
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
    await listen(allowedMerchant, ALLOWED_PORT);
    await listen(foreignMerchant, FOREIGN_PORT);
  });
  afterAll(async () => {
    await harness.close();
    allowedMerchant.close();
    foreignMerchant.close();
  });

  /** A page in a context of its own, closed when the test ends, pass or fail. */
  async function newPage(onTestFinished: (fn: () => Promise<void>) => void): Promise<Page> {
    const context = await harness.browser.newContext();
    onTestFinished(() => context.close());
    return context.newPage();
  }

  const messagesOf = (page: Page): Promise<ReceivedMessage[]> =>
    page.evaluate(() => (window as unknown as { __messages: ReceivedMessage[] }).__messages);

  it('loads in the frame of an allowlisted merchant, which hears it is ready', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    await Promise.all([
      page.waitForEvent('framenavigated', (frame) => frame !== page.mainFrame() && frame.url() === cashierUrl),
      page.goto(`http://127.0.0.1:${ALLOWED_PORT}/`),
    ]);
    await page.frameLocator('iframe').getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    await expect.poll(async () => (await messagesOf(page)).map((message) => message.data.id)).toContain('ready');
  });

  it('is refused by the browser in the frame of a merchant that is not allowlisted (frame-ancestors)', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    // The server answers; the browser refuses to show the answer, says why, and shows its error page in the frame.
    const [blocked, reported] = await Promise.all([
      page.waitForEvent('requestfailed', (request) => request.url() === cashierUrl),
      page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('frame-ancestors')),
      page.waitForEvent('framenavigated', (frame) => frame !== page.mainFrame() && frame.url().startsWith('chrome-error://')),
      page.goto(`http://127.0.0.1:${FOREIGN_PORT}/`),
    ]);
    expect(blocked.failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    expect(reported.text()).toContain(`"frame-ancestors 'self' http://127.0.0.1:${ALLOWED_PORT}"`);
    expect(await messagesOf(page)).toEqual([]);
  });

  it('posts the card brand and the result to the allowlisted parent, never the card number', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    await page.goto(`http://127.0.0.1:${ALLOWED_PORT}/`);
    const cashier = page.frameLocator('iframe');
    await cashier.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    const form = cardFormPage(cashier);
    await form.fill(valuesOf('visa', '40'));
    await form.submit.click();
    await cashier.getByRole('heading', { name: 'Deposit successful' }).waitFor();

    const messages = await messagesOf(page);
    const cashierOrigin = new URL(cashierUrl).origin;
    expect(messages.every((message) => message.origin === cashierOrigin && message.data.target === 'cashier')).toBe(true);
    expect(messages.map((message) => message.data.id)).toEqual(expect.arrayContaining(['ready', 'cardBrand', 'result']));
    expect(messages.find((message) => message.data.id === 'cardBrand' && message.data.brand === 'visa')).toBeDefined();
    expect(messages.find((message) => message.data.id === 'result')?.data.status).toBe('success');
    expect(JSON.stringify(messages)).not.toMatch(/4111\s?1111/);
  });
});
