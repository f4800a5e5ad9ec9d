import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { browserForTests } from './browser.ts';

/** When each request started and finished: its places in the order of the page's request events, as Node saw them. */
interface Timed {
  url: string;
  startedAt: number;
  finishedAt: number | null;
}

/** Every request of the page from now on, with when it started and finished. */
function recordRequestTimes(page: Page): Timed[] {
  let events = 0;
  const timed: Timed[] = [];
  page.on('request', (request) => timed.push({ url: request.url(), startedAt: (events += 1), finishedAt: null }));
  page.on('requestfinished', (request) => {
    const entry = timed.find((candidate) => candidate.url === request.url() && candidate.finishedAt === null);
    if (entry !== undefined) entry.finishedAt = events += 1;
  });
  return timed;
}

/** Longest a held answer waits for the request it waits on: a page that never sends it fails the test, not its timeout. */
const HOLD_LIMIT_MS = 10_000;

/**
 * Holds the answers to `held` until the page has sent a request to `awaited` (at most HOLD_LIMIT_MS). A request that
 * does not depend on the held answer goes out while it is held, however slow the machine; one that waits for it goes
 * out only after it has arrived: the order of the two shows which, where a fixed delay is a margin load can eat.
 */
async function holdUntilRequested(page: Page, held: RegExp, awaited: RegExp): Promise<void> {
  const requested = new Promise<void>((resolve) => {
    const seen = (request: Request): void => {
      if (!awaited.test(request.url())) return;
      page.off('request', seen);
      resolve();
    };
    page.on('request', seen);
  });
  await page.route(held, async (route) => {
    let limit: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([requested, new Promise((resolve) => (limit = setTimeout(resolve, HOLD_LIMIT_MS)))]);
    clearTimeout(limit);
    await route.continue();
  });
}

const SELECT_CALL = /\/groups\/\d+\/select$/;
const ENTRY_SCRIPT = /\/assets\/main-[\w-]+\.js$/;
const FORM_SCREEN = /\/assets\/method-form-screen-[\w-]+\.js$/;

const harness = browserForTests();

describe('no request waterfall on a deep link (issue 9)', () => {
  it.each([
    ['the card form', '/deposit/card/?session_id=deposit-card-success'],
    ['the withdrawal form', '/withdrawal/card/?session_id=withdrawal-card'],
  ])('%s: the init call, then the select call, start before the screen\'s code has arrived, not after React renders', async (_, path) => {
    const recorded = await harness.openPage('about:blank');
    const { page } = recorded;
    // The form's code is held until the select call is on the wire: calls that wait for it would start after it.
    await holdUntilRequested(page, FORM_SCREEN, SELECT_CALL);
    const timed = recordRequestTimes(page);
    await page.goto(new URL(path, inject('baseUrl')).href);
    await page.getByRole('button', { name: /^(Deposit|Withdraw)/ }).waitFor();
    const init = timed.find((entry) => entry.url.includes('/groups/init'));
    const select = timed.find((entry) => SELECT_CALL.test(entry.url));
    const form = timed.find((entry) => FORM_SCREEN.test(entry.url));
    expect(init, 'the init call').toBeDefined();
    expect(select, 'the select call').toBeDefined();
    expect(form?.finishedAt, 'the form chunk').not.toBeNull();
    expect(init?.startedAt).toBeLessThan(form?.finishedAt ?? 0);
    expect(select?.startedAt).toBeLessThan(form?.finishedAt ?? 0);
    await recorded.close();
  });

  it('the card form\'s code downloads beside the entry script, not after it has run (a preload the route table decides)', async () => {
    const recorded = await harness.openPage('about:blank');
    const { page } = recorded;
    // The entry is held until the form's code is asked for: a screen chunk requested by the entry's code would start after it.
    await holdUntilRequested(page, ENTRY_SCRIPT, FORM_SCREEN);
    const timed = recordRequestTimes(page);
    await page.goto(new URL('/deposit/card/?session_id=deposit-card-success', inject('baseUrl')).href);
    await page.getByRole('button', { name: /^Deposit/ }).waitFor();
    const main = timed.find((entry) => ENTRY_SCRIPT.test(entry.url));
    const form = timed.find((entry) => FORM_SCREEN.test(entry.url));
    expect(main?.finishedAt, 'the entry script').not.toBeNull();
    expect(form?.startedAt).toBeLessThan(main?.finishedAt ?? 0);
    await recorded.close();
  });

  it.each([
    ['the card form', '/deposit/card/?session_id=deposit-card-success', /^Deposit/],
    ['the method list', '/deposit?session_id=deposit-methods-mixed', /Visa/],
  ])('%s: the init call is on the wire before React DOM is evaluated, not after the whole entry has run', async (_, path, control) => {
    const recorded = await harness.openPage('about:blank');
    const { page } = recorded;
    // React DOM's module looks for the devtools hook once, as it is evaluated: reading it marks that moment.
    await page.addInitScript(() => {
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        get: () => {
          Object.assign(window, { __reactDomEvaluatedAt: performance.now() });
          return undefined;
        },
      });
    });
    await page.goto(new URL(path, inject('baseUrl')).href);
    await page.getByRole('button', { name: control }).first().waitFor();
    const { init, reactDom } = await page.evaluate(() => ({
      init: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/groups/init'))?.startTime,
      reactDom: (window as unknown as { __reactDomEvaluatedAt?: number }).__reactDomEvaluatedAt,
    }));
    expect(reactDom, 'React DOM evaluated').toBeDefined();
    expect(init, 'the init call').toBeDefined();
    expect(init).toBeLessThan(reactDom ?? 0);
    await recorded.close();
  });

  it('the method list preloads no screen it does not show', async () => {
    const response = await fetch(new URL('/deposit?session_id=deposit-card-success', inject('baseUrl')), { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain('<script type="module"');
    expect(html).not.toContain('method-form-screen');
    const form = await (await fetch(new URL('/deposit/card/?session_id=deposit-card-success', inject('baseUrl')), { headers: { accept: 'text/html' } })).text();
    expect(form).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/method-form-screen-[\w-]+\.js" \/>/);
  });
});

/** Every text the page's #root showed, in order, from the first script on (a MutationObserver set up before any). */
async function recordRootTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { __rootTexts: shown });
    new MutationObserver(() => {
      const text = document.getElementById('root')?.textContent ?? '';
      if (text !== '' && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __rootTexts: string[] }).__rootTexts);
}

describe('a deep link\'s first screen is the screen, not a loading state before it (issue 9)', () => {
  it.each([
    ['the card form', '/deposit/card/?session_id=deposit-card-success', 'Card number'],
    ['the method list', '/deposit?session_id=deposit-methods-mixed', 'Choose a payment method'],
  ])('%s: its first render waits for its code and answers, so "Loading…" never shows', async (_, path, heading) => {
    const recorded = await harness.openPage('about:blank');
    const rootTexts = await recordRootTexts(recorded.page);
    await recorded.page.goto(new URL(path, inject('baseUrl')).href);
    await recorded.page.getByText(heading).first().waitFor();
    const texts = await rootTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text.includes('Loading'))).toEqual([]);
    expect(texts[0]).toContain(heading);
    await recorded.close();
  });

  it('a select answer that is slow does not leave the page blank: the loading state shows after the wait, then the form', async () => {
    const recorded = await harness.openPage('about:blank');
    const rootTexts = await recordRootTexts(recorded.page);
    await recorded.page.goto(new URL('/deposit/card/?session_id=deposit-card-success&fault=select:delay=4000', inject('baseUrl')).href);
    await recorded.page.getByRole('status').getByText('Loading…').waitFor({ timeout: 3000 });
    await recorded.page.getByText('Card number').first().waitFor();
    const texts = await rootTexts();
    expect(texts[0]).toBe('Loading…');
    await recorded.close();
  });
  it.each([
    ['the method list fetches it beside the init call, not once the answer has come', '/deposit?session_id=deposit-methods-mixed', /Visa/],
    ['a card form deep link fetches it only once interactive, off its first path', '/deposit/card/?session_id=deposit-card-success', /^Deposit/],
  ] as const)('the carousel\'s code: %s', async (name, path, control) => {
    const recorded = await harness.openPage(new URL(path, inject('baseUrl')).href);
    const { page } = recorded;
    await page.getByRole('button', { name: control }).first().waitFor();
    // The page's own clock: when the carousel's script was asked for, the init answer came, the first screen was interactive.
    const found = await page.waitForFunction(() => {
      const resources = performance.getEntriesByType('resource').filter((entry) => entry instanceof PerformanceResourceTiming);
      const carousel = resources.find((entry) => /\/assets\/method-carousel-[\w-]+\.js$/.test(entry.name));
      const init = resources.find((entry) => entry.name.includes('/groups/init'));
      const interactive = performance.getEntriesByName('cashier:interactive')[0];
      if (carousel === undefined || init === undefined || interactive === undefined) return null;
      return { requested: carousel.startTime, initAnswered: init.responseEnd, interactive: interactive.startTime };
    });
    const moments = (await found.jsonValue()) ?? { requested: Number.NaN, initAnswered: Number.NaN, interactive: Number.NaN };
    if (name.startsWith('the method list')) expect(moments.requested).toBeLessThan(moments.initAnswered);
    else expect(moments.requested).toBeGreaterThan(moments.interactive);
    await recorded.close();
  });
});
