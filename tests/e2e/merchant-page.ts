import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import type { CashierMessage } from '../../src/embed-sdk/index.ts';
import { afterAll, beforeAll } from 'vitest';
import { browserForTests } from './browser.ts';
import { REPO_ROOT } from './preview-server.ts';

/** The merchant origin the cashier allowlists by default (CASHIER_MERCHANT_ORIGINS unset). */
export const ALLOWED_PORT = 4174;
/** The allowlisted merchant's origin: what a merchant_redirect_url or a framing page on ALLOWED_PORT is served from. */
export const MERCHANT_ORIGIN = `http://127.0.0.1:${String(ALLOWED_PORT)}`;
/** A merchant origin the cashier does not allowlist. */
export const FOREIGN_PORT = 4175;
const SDK_FILE = resolve(REPO_ROOT, 'dist/embed/cashier-embed.iife.js');

/**
 * A merchant page, as an integrator writes one: `/` mounts the cashier with the SDK's script-tag build (the global
 * CashierEmbed, as `window.__cashier`) and keeps every message the SDK hands it, and every raw message the window
 * receives; `?sibling=url` adds a second frame beside the cashier (an attacker's). `/frame?src=url` frames a cashier
 * address without the SDK.
 */
function merchantServer(): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://merchant');
    const send = (type: string, body: string): void => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
    switch (url.pathname) {
      case '/cashier-embed.iife.js':
        void readFile(SDK_FILE, 'utf8').then((sdk) => send('text/javascript', sdk));
        return;
      case '/merchant.js':
        return send(
          'text/javascript',
          `const query = new URLSearchParams(location.search);
window.__raw = [];
window.__messages = [];
window.addEventListener('message', (event) => window.__raw.push({ origin: event.origin, data: event.data }));
if (query.has('cashier')) {
  window.__cashier = CashierEmbed.mount(document.getElementById('host'), { cashierOrigin: query.get('cashier'), sessionId: query.get('session'), flow: 'deposit' });
  window.__cashier.on('*', (message) => window.__messages.push(message));
}
if (query.has('sibling')) {
  const sibling = document.createElement('iframe');
  sibling.src = query.get('sibling');
  sibling.title = 'Sibling';
  document.body.append(sibling);
}
if (query.has('src')) {
  const frame = document.createElement('iframe');
  frame.src = query.get('src');
  frame.title = 'Cashier';
  document.body.append(frame);
}`,
        );
      default:
        return send('text/html', '<!doctype html><title>Merchant</title><div id="host" style="width:480px"></div><script src="/cashier-embed.iife.js"></script><script src="/merchant.js"></script>');
    }
  });
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done) => server.listen(port, '127.0.0.1', done));
}

/** The merchant page on `port` with this query (`cashier`, `session`, `sibling`, `src`). */
export const merchantPage = (port: number, query: Record<string, string>): string => `http://127.0.0.1:${String(port)}/?${new URLSearchParams(query).toString()}`;

export interface RawMessage {
  origin: string;
  data: unknown;
}

/** What the SDK handed the merchant page so far. */
export const messagesOf = (page: Page): Promise<CashierMessage[]> => page.evaluate(() => (window as unknown as { __messages: CashierMessage[] }).__messages);
/** Every message the merchant window received so far. */
export const rawOf = (page: Page): Promise<RawMessage[]> => page.evaluate(() => (window as unknown as { __raw: RawMessage[] }).__raw);

/** The message types in order, heights after the first one left out (their number follows layout), cardBrand and form with their word. */
export function sequenceOf(messages: readonly CashierMessage[]): string[] {
  return messages
    .filter((message, index) => message.type !== 'height' || messages.findIndex((first) => first.type === 'height') === index)
    .map((message) => (message.type === 'cardBrand' ? `cardBrand:${String(message.brand)}` : message.type === 'form' ? `form:${message.event}` : message.type));
}

/** Opens a page in a browser context of its own, closed when the test ends, pass or fail. */
export type PageOfItsOwn = (onTestFinished: (fn: () => Promise<void>) => void) => Promise<Page>;

/**
 * For the describe block it is called in: a browser, and a merchant page server on each of `ports`, started before
 * its tests and closed after them. Returns how a test opens its own page in that browser.
 */
export function browserWithMerchants(baseUrl: string, ports: readonly number[]): PageOfItsOwn {
  const harness = browserForTests(() => baseUrl);
  const merchants = ports.map((port) => ({ port, server: merchantServer() }));
  beforeAll(async () => {
    for (const { port, server } of merchants) await listen(server, port);
  });
  afterAll(() => {
    for (const { server } of merchants) server.close();
  });
  return async (onTestFinished) => {
    const context = await harness.browser.newContext();
    onTestFinished(() => context.close());
    return context.newPage();
  };
}

/** The page's frame showing `origin` (the cashier's), wherever it has navigated since. */
export function frameAt(page: Page, origin: string): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin));
  if (frame === undefined) throw new Error(`no frame at ${origin}`);
  return frame;
}
