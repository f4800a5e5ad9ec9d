import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBrowser, type BrowserHarness } from './browser.ts';

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

  it('posts ready, the card brand and the result to the allowlisted parent, never the card number', async () => {
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${ALLOWED_PORT}/`);
    const cashier = page.frameLocator('iframe');
    await cashier.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await cashier.getByRole('textbox', { name: 'Amount', exact: true }).fill('40');
    await cashier.getByLabel('Card number').fill('4111 1111 1111 1111');
    const now = new Date();
    await cashier.getByLabel('Expiry date').fill(`12/${String((now.getFullYear() + 2) % 100)}`);
    await cashier.getByLabel('CVV').first().fill('123');
    await cashier.getByLabel('Cardholder name').fill('Jane Doe');
    await cashier.getByRole('button', { name: /^Deposit/ }).click();
    await cashier.getByRole('heading', { name: 'Deposit successful' }).waitFor();

    const messages = await page.evaluate(() => (window as unknown as { __messages: ReceivedMessage[] }).__messages);
    const cashierOrigin = new URL(cashierUrl).origin;
    expect(messages.every((message) => message.origin === cashierOrigin && message.data.target === 'cashier')).toBe(true);
    expect(messages.map((message) => message.data.id)).toEqual(expect.arrayContaining(['ready', 'cardBrand', 'result']));
    expect(messages.find((message) => message.data.id === 'cardBrand' && message.data.brand === 'visa')).toBeDefined();
    expect(messages.find((message) => message.data.id === 'result')?.data.status).toBe('success');
    expect(JSON.stringify(messages)).not.toMatch(/4111\s?1111/);
    await context.close();
  });

  it('refuses to be framed by an origin that is not allowlisted (frame-ancestors)', async () => {
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${FOREIGN_PORT}/`);
    await page.waitForTimeout(1_000);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    const rendered = frame === undefined ? 0 : await frame.getByText('Choose a payment method').count().catch(() => 0);
    expect(rendered).toBe(0);
    await context.close();
  });
});
