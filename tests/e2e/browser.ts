import { afterAll, beforeAll, expect, inject } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium; tests/run-all.sh installs it when missing. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that keep headless Chromium quiet, offline apart from the page, and runnable as root in a container. */
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots');

/** One `securitypolicyviolation` event, as recorded by the init script. */
export interface CspViolation {
  readonly violatedDirective: string;
  readonly effectiveDirective: string;
  readonly blockedURI: string;
  readonly sourceFile: string;
  readonly lineNumber: number;
}

export interface ConsoleEntry {
  readonly type: string;
  readonly text: string;
}

export interface RequestEntry {
  readonly url: string;
  readonly method: string;
  readonly postData: string | null;
  /** The request's headers, names in lower case (`idempotency-key`). */
  readonly headers: Readonly<Record<string, string>>;
}

export interface OpenPageOptions {
  readonly colorScheme?: 'light' | 'dark';
  /** Text direction: 'rtl' opens the page with an Arabic locale and `lang=ar-XX` (unless the path sets `lang`). */
  readonly dir?: 'ltr' | 'rtl';
  /** Runs on the new context before the page opens (e.g. to refuse a websocket with `context.routeWebSocket`). */
  readonly beforeOpen?: (context: BrowserContext) => Promise<void>;
}

/** A page plus everything it did that a test may want to assert on. */
export interface RecordedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly console: readonly ConsoleEntry[];
  readonly requests: readonly RequestEntry[];
  readonly pageErrors: readonly string[];
  /** Violations collected in the page so far (reads `window.__cspViolations`). */
  cspViolations(): Promise<CspViolation[]>;
  close(): Promise<void>;
}

/** The JSON bodies the page sent with `method` to calls whose path ends with `suffix`, in order (null for none). */
export function bodiesTo(recorded: RecordedPage, method: string, suffix: string): unknown[] {
  return recorded.requests
    .filter((request) => request.method === method && new URL(request.url).pathname.endsWith(suffix))
    .map((request) => (request.postData === null ? null : JSON.parse(request.postData)));
}

/** A browser bound to the preview server's base URL. */
export interface BrowserHarness {
  readonly browser: Browser;
  openPage(path: string, options?: OpenPageOptions): Promise<RecordedPage>;
  close(): Promise<void>;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/**
 * Opens `path`, runs `body` on it, then checks that the page broke no CSP rule and threw nothing; the page is closed
 * either way.
 */
export async function withCleanPage(harness: BrowserHarness, path: string, body: (recorded: RecordedPage) => Promise<void>, options?: OpenPageOptions): Promise<void> {
  const recorded = await harness.openPage(path, options);
  try {
    await body(recorded);
    expect(await recorded.cspViolations()).toEqual([]);
    expect(recorded.pageErrors).toEqual([]);
  } finally {
    await recorded.close();
  }
}

/** Launches the system Chromium headless. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Launches Chromium and returns a harness whose pages resolve paths against `baseUrl`. */
export async function startBrowser(baseUrl: string): Promise<BrowserHarness> {
  const browser = await launchChromium();
  return {
    browser,
    openPage: (path, options = {}) => openPage(browser, new URL(path, baseUrl), options),
    close: () => browser.close(),
  };
}

/**
 * For the describe block (or file) it is called in: a browser on `baseUrl()` (the shared preview server by default),
 * started before its tests and closed after them. The harness returned stands for that browser.
 */
export function browserForTests(baseUrl: () => string = () => inject('baseUrl')): BrowserHarness {
  let started: BrowserHarness | undefined;
  beforeAll(async () => {
    started = await startBrowser(baseUrl());
  });
  afterAll(() => started?.close());
  const current = (): BrowserHarness => {
    if (started === undefined) throw new Error('browserForTests: the browser starts in beforeAll, before any test');
    return started;
  };
  return {
    get browser() {
      return current().browser;
    },
    openPage: (path, options) => current().openPage(path, options),
    close: () => current().close(),
  };
}

/** The path of a page's address, or of an address. */
export const pathOf = (address: Page | string): string => new URL(typeof address === 'string' ? address : address.url()).pathname;

/** How long a screen may take to appear (ms): recorded answers come in well under a second. */
export const SCREEN_TIMEOUT_MS = 10_000;

/** The looks every screen is checked in: light, dark (theme=dark) and right to left (lang=ar); the query adds the theme. */
export const LOOKS: readonly [string, OpenPageOptions, string][] = [
  ['light', { colorScheme: 'light' }, ''],
  ['dark', { colorScheme: 'dark' }, '&theme=dark'],
  ['rtl', { colorScheme: 'light', dir: 'rtl' }, ''],
];

/**
 * Runs in the page before any of its scripts. Scripts added over CDP are exempt from the page's CSP, so the
 * listener works under `script-src 'self'`.
 */
function recordCspViolations(): void {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push({
      violatedDirective: event.violatedDirective,
      effectiveDirective: event.effectiveDirective,
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
      lineNumber: event.lineNumber,
    });
  });
}

async function openPage(browser: Browser, url: URL, options: OpenPageOptions): Promise<RecordedPage> {
  const rtl = options.dir === 'rtl';
  if (rtl && !url.searchParams.has('lang')) url.searchParams.set('lang', 'ar-XX');
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    locale: rtl ? 'ar' : 'en-US',
  });
  await context.addInitScript(recordCspViolations);
  await options.beforeOpen?.(context);
  const page = await context.newPage();

  const consoleEntries: ConsoleEntry[] = [];
  const requests: RequestEntry[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => consoleEntries.push({ type: message.type(), text: message.text() }));
  page.on('request', (request) =>
    requests.push({ url: request.url(), method: request.method(), postData: request.postData(), headers: request.headers() }),
  );
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto(url.href);
  return {
    page,
    context,
    console: consoleEntries,
    requests,
    pageErrors,
    cspViolations: () => page.evaluate(() => window.__cspViolations ?? []),
    close: () => context.close(),
  };
}

/** Tallest part of a page a screenshot keeps (px). */
const MAX_SCREENSHOT_HEIGHT_PX = 4000;

/** Saves a full-page PNG (its top MAX_SCREENSHOT_HEIGHT_PX) to test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = resolve(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  // A 200-field form is ~20 000 px tall, which Chromium takes longer than a step's timeout to capture: its top is enough.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, MAX_SCREENSHOT_HEIGHT_PX) } });
  return path;
}

/**
 * Runs one of the browser's own editing commands ('undo', 'redo', 'paste') on the focused field as its context menu and
 * Edit menu do: through the editor, so beforeinput (historyUndo…) comes first. execCommand fires no beforeinput.
 */
export async function menuCommand(page: Page, command: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', commands: [command] });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp' });
  await cdp.detach();
}
