import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loadScenarios } from '../../fixtures/load-scenarios.ts';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot, type BrowserHarness, type OpenPageOptions, type RecordedPage } from './browser.ts';
import { recordLayoutShifts, screenShiftsOf } from './layout-shifts.ts';
import { performStep } from './scenario-steps.ts';

const scenarios = loadScenarios();
const SOCKET = /\/connection\/websocket$/;

/** Refuses every websocket the page opens, as a blocking proxy would: the realtime and analytics sockets fail. */
const refuseWebSockets = (context: BrowserContext): Promise<void> => context.routeWebSocket(SOCKET, (socket) => socket.close({ code: 1006 }).catch(() => undefined));

/** Plays a scenario's steps from its start address. */
async function play(harness: BrowserHarness, name: string, beforeOpen?: (context: BrowserContext) => Promise<void>): Promise<RecordedPage> {
  const scenario = scenarios.get(name);
  if (scenario === undefined) throw new Error(`no scenario ${name}`);
  const recorded = await harness.openPage(scenario.startUrl, beforeOpen === undefined ? {} : { beforeOpen });
  for (const step of scenario.expect?.steps ?? []) await performStep(recorded.page, step);
  return recorded;
}

const notifications = (page: Page) => page.getByRole('complementary', { name: 'Notifications' });

/** notifications-bidi's texts as they must be drawn: as sent, without the controls that made them read otherwise. */
const ACCOUNT_NOTICE = 'Send bank transfers only to account 4400 4073 98ED';
const HEBREW_NOTICE = 'הפקדות בהעברה בנקאית מתעכבות היום עד שעתיים';
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Where each of `parts` of a text's one text node begins on screen (px from the left): the order in which a reader's
 * eye meets them, which an override turns round while the text in the DOM stays as sent.
 */
const leftEdgesOf = (text: Locator, parts: readonly string[]): Promise<number[]> =>
  text.evaluate((element, words) => {
    const node = element.firstChild;
    return words.map((word) => {
      const at = node?.textContent?.indexOf(word) ?? -1;
      if (node === null || at < 0) return Number.NaN;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().left;
    });
  }, parts);

/** The account notice (in the opened list) and the Hebrew one (the shown line) read in the order they were written. */
async function expectLogicalOrder(panel: Locator): Promise<void> {
  const account = panel.locator('.notifications__item bdi').first();
  await expect(account.textContent()).resolves.toBe(ACCOUNT_NOTICE);
  const [first = 0, middle = 0, last = 0] = await leftEdgesOf(account, ['4400', '4073', '98ED']);
  expect(first).toBeLessThan(middle);
  expect(middle).toBeLessThan(last);
  const latest = panel.locator('.notifications__latest');
  await expect(latest.evaluate((element) => ({ text: element.textContent, direction: getComputedStyle(element).direction }))).resolves.toEqual({
    text: HEBREW_NOTICE,
    direction: 'rtl',
  });
  // Right to left: the first word written is the rightmost.
  const [opening = 0, next = 0, closing = 0] = await leftEdgesOf(latest, ['הפקדות', 'בהעברה', 'שעתיים']);
  expect(opening).toBeGreaterThan(next);
  expect(next).toBeGreaterThan(closing);
}

describe('realtime notifications and payment status, on the fixture realtime host under the strict CSP', () => {
  const harness = browserForTests();

  it('deposit-status-push: the processing deposit turns into success when the websocket says so', async () => {
    const recorded = await play(harness, 'deposit-status-push');
    const { page } = recorded;
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/deposit/deposit-success');
    expect(recorded.requests.some((request) => request.url.includes('/connection/sse'))).toBe(false);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it('deposit-status-push: and again over server-sent events when the websocket is refused', async () => {
    const recorded = await play(harness, 'deposit-status-push', refuseWebSockets);
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(recorded.requests.some((request) => request.url.includes('/fixtures/realtime/connection/sse'))).toBe(true);
    expect(recorded.requests.some((request) => request.method === 'POST' && request.url.endsWith('/fixtures/realtime/emulation'))).toBe(true);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it('deposit-await: a pushed "processing" (1 of 2 confirmations) is read, and leaves the await page where it is', async () => {
    const pushed: string[] = [];
    const recorded = await play(harness, 'deposit-await', (context) => {
      context.on('page', (opened) =>
        opened.on('websocket', (socket) =>
          socket.on('framereceived', ({ payload }) => {
            if (String(payload).includes('payment_status')) pushed.push(String(payload));
          }),
        ),
      );
      return Promise.resolve();
    });
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    await expect.poll(() => pushed.length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/deposit/deposit-await');
    expect(recorded.console.filter((entry) => entry.text.includes('payment_status'))).toEqual([]);
    await recorded.close();
  });

  it('notifications: each shows only on its page category and, on a form, its pay group; a removed one never returns', async () => {
    const recorded = await harness.openPage('/deposit?session_id=notifications');
    const { page } = recorded;
    const panel = notifications(page);
    // The shown notice, not the live region: a burst that arrives in one render is read out by its newest only.
    await panel.locator('.notifications__latest').getByText('Skrill deposits are delayed by up to 2 hours today.').waitFor();
    // After the last event (450 ms): the weekend bonus was removed, and its second coming is ignored.
    await page.waitForTimeout(1_000);
    await expect(panel.locator('.notifications__latest').textContent()).resolves.toBe('Skrill deposits are delayed by up to 2 hours today.');
    await expect(panel.getByRole('button', { name: /Show all notifications/ }).textContent()).resolves.toBe('Show all notifications1');
    await screenshot(page, 'notifications-list');
    await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await panel.getByRole('status').getByText('Your bank may ask you to confirm this payment in its app.').waitFor();
    await panel.getByRole('button', { name: /Show all notifications/ }).click();
    const shown = await panel.getByRole('listitem').allTextContents();
    expect(shown.map((text) => text.replace(/Dismiss$/, ''))).toEqual(['Your bank may ask you to confirm this payment in its app.']);
    await screenshot(page, 'notifications-card-form');
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    // The live region lets go of a dismissed notice after the render that removed it: polled, not read at once. With
    // the page's last notice gone, so is the landmark.
    await expect.poll(() => page.locator('.notifications-root').getByRole('status').textContent()).toBe('');
    await expect(panel.count()).resolves.toBe(0);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it('notifications-bidi: a pushed text shows as sent, without the override that reversed an account number, and after it the notice sent after it', async () => {
    const recorded = await harness.openPage('/deposit?session_id=notifications-bidi');
    const { page } = recorded;
    const panel = notifications(page);
    await expect.poll(() => panel.locator('.notifications__counter').textContent()).toBe('3');
    await panel.getByRole('button', { name: /Show all notifications/ }).click();
    // In the order sent: the plain notice of the same burst did not overtake the one whose texts were being cleaned.
    const shown = await panel.locator('.notifications__item bdi').allTextContents();
    expect(shown).toEqual([ACCOUNT_NOTICE, 'Skrill deposits are delayed by up to 2 hours today.', HEBREW_NOTICE]);
    expect(shown.some((text) => BIDI_CONTROLS.test(text))).toBe(false);
    await expectLogicalOrder(panel);
    // Told once, in the words every HTTP answer's cleaning uses; two publications carried such controls.
    expect(recorded.console.filter((entry) => entry.text.includes('bidi controls')).map((entry) => entry.text)).toEqual([
      '[cashier] the realtime publication carried bidi controls that could reverse its text; they were removed',
    ]);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it.each<[string, OpenPageOptions, string]>([
    ['light', { colorScheme: 'light' }, ''],
    ['dark', { colorScheme: 'dark' }, '&theme=dark'],
    ['ar', { dir: 'rtl' }, '&lang=ar'],
  ])('notifications-bidi on the %s page: each pushed text in its own direction inside a panel that keeps the page\'s', async (look, options, query) => {
    const recorded = await harness.openPage(`/deposit?session_id=notifications-bidi${query}`, options);
    const { page } = recorded;
    // Located by class: in Arabic the landmark and the button have Arabic names.
    const panel = page.locator('.notifications');
    await expect.poll(() => panel.locator('.notifications__counter').textContent()).toBe('3');
    await panel.locator('.notifications__toggle').click();
    await expect(panel.evaluate((element) => getComputedStyle(element).direction)).resolves.toBe(options.dir ?? 'ltr');
    await expectLogicalOrder(panel);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `notifications-bidi-${look}`);
    await recorded.close();
  });

  it('the notifications panel mounts without moving the cashier and without an empty landmark: no layout shift of the screen while it has nothing to show', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success', { beforeOpen: recordLayoutShifts });
    const { page } = recorded;
    await page.locator('.notifications-root .notifications').waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    await expect(screenShiftsOf(page)).resolves.toEqual([]);
    // No empty "Notifications" landmark for a screen reader to land on; its live region waits for the first notice.
    await expect(notifications(page).count()).resolves.toBe(0);
    await expect(page.locator('.notifications-root').getByRole('status').count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await recorded.close();
  });

  it('notifications-burst: 100 notifications show 99+', async () => {
    const recorded = await harness.openPage('/deposit?session_id=notifications-burst');
    const { page } = recorded;
    const panel = notifications(page);
    await panel.getByRole('status').getByText('Notice 100 of 100.').waitFor();
    await expect(panel.locator('.notifications__counter').textContent()).resolves.toBe('99+');
    // By keyboard: each Dismiss names its notice, and the focus moves on to the next one's, never to <body>.
    await panel.getByRole('button', { name: /Show all notifications/ }).press('Enter');
    const dismiss = panel.getByRole('button', { name: 'Dismiss' });
    await expect(dismiss.first().getAttribute('aria-describedby').then((id) => page.locator(`[id="${String(id)}"]`).textContent())).resolves.toBe('Notice 1 of 100.');
    await dismiss.first().press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-describedby') ?? document.activeElement?.tagName)).not.toBe('BODY');
    await expect(page.evaluate(() => document.getElementById(document.activeElement?.getAttribute('aria-describedby') ?? '')?.textContent)).resolves.toBe('Notice 2 of 100.');
    // The newest dismissed: the line shows the one before it, but nothing older is read out as if it had just come.
    await dismiss.last().press('Enter');
    await expect(panel.locator('.notifications__latest').textContent()).resolves.toBe('Notice 99 of 100.');
    // Polled, as above: the live region empties in the render after the one that removed the notice.
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('');
    await panel.getByRole('button', { name: /Hide/ }).click();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'notifications-99-plus');
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  // A test of its own per look: axe over the open list of 100 takes 5-9 s on a loaded two-CPU machine, and the three
  // pages in one test came within reach of its timeout.
  it.each<[string, OpenPageOptions]>([
    ['dark', { colorScheme: 'dark' }],
    ['rtl', { dir: 'rtl' }],
  ])('notifications-burst on the %s page: the open list of 100 passes axe', async (look, options) => {
    const recorded = await harness.openPage('/deposit?session_id=notifications-burst', options);
    // Located by class: in Arabic the landmark and the button have Arabic names.
    const panel = recorded.page.locator('.notifications');
    await panel.getByRole('status').getByText('Notice 100 of 100.').waitFor();
    await panel.locator('.notifications__toggle').click();
    expect(await axeViolations(recorded.page)).toEqual([]);
    await screenshot(recorded.page, `notifications-99-plus-${look}`);
    await recorded.close();
  });
});

interface RecordedPost {
  method: string;
  path: string;
  body: unknown;
}

interface SentEvent {
  event: string;
  screen?: string;
  /** What the user did on a screen the address does not name (the carousel). */
  action?: string;
  sequence: number;
  session: string;
}

/** The analytics events the fixture server got for a session, in the order sent, and over which channel. */
async function analyticsOf(baseUrl: string, session: string): Promise<{ channels: string[]; events: SentEvent[]; raw: string }> {
  const response = await fetch(new URL(`/fixtures/recorded-posts?session_id=${session}`, baseUrl));
  const posts = (await response.json()) as RecordedPost[];
  const analytics = posts.filter((post) => post.path === 'clickstream:track' || post.path === '/api/analytics/track');
  return {
    channels: [...new Set(analytics.map((post) => post.path))],
    events: analytics.flatMap((post) => (post.body as { events: SentEvent[] }).events),
    raw: JSON.stringify(analytics),
  };
}

describe('analytics of a whole deposit reach the fixture server in order, never with card data or the session id', () => {
  const baseUrl = inject('baseUrl');
  const session = 'deposit-card-success';
  const harness = browserForTests();

  it.each([
    ['over the websocket (clickstream:track)', undefined, 'clickstream:track'],
    ['over the HTTP fallback when the socket is refused', refuseWebSockets, '/api/analytics/track'],
  ] as const)('%s', async (_name, beforeOpen, channel) => {
    await fetch(new URL(`/fixtures/recorded-posts?session_id=${session}`, baseUrl), { method: 'DELETE' });
    const recorded = await play(harness, session, beforeOpen);
    await recorded.page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    let sent = await analyticsOf(baseUrl, session);
    for (let tries = 0; tries < 60 && !sent.events.some((event) => event.screen === 'result page'); tries += 1) {
      await new Promise((done) => setTimeout(done, 250));
      sent = await analyticsOf(baseUrl, session);
    }
    expect(sent.channels).toEqual([channel]);
    expect(sent.events.map((event) => (event.event === 'screen_view' ? event.screen : event.event))).toEqual(['homepage', 'method page', 'amount_change', 'result page']);
    expect(sent.events.map((event) => event.sequence)).toEqual([1, 2, 3, 4]);
    expect(sent.events.every((event) => /^[0-9a-f]{64}$/.test(event.session))).toBe(true);
    // The leak check: no card number, CVV, expiry or session id in anything analytics sent.
    expect(sent.raw).not.toMatch(/4111\s?1111|"123"|deposit-card-success|"cvv"|card_pan/);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });
});

describe('analytics of the method carousel (spec section 2: view, method click, all methods, submit)', () => {
  const baseUrl = inject('baseUrl');
  const session = 'deposit-carousel';
  const harness = browserForTests();

  /** The carousel's events the fixture server got, once `count` of them have arrived. */
  async function carouselActions(count: number): Promise<string[]> {
    const actions = async (): Promise<string[]> =>
      (await analyticsOf(baseUrl, session)).events.filter((event) => event.screen === 'carousel').map((event) => event.action ?? '');
    await expect.poll(async () => (await actions()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    return actions();
  }

  it.each([
    ['a quick choice, then its form sent', ['view', 'method click', 'submit']],
    ['All methods', ['view', 'all methods']],
  ] as const)('%s', async (how, expected) => {
    await fetch(new URL(`/fixtures/recorded-posts?session_id=${session}`, baseUrl), { method: 'DELETE' });
    const recorded = await harness.openPage(`/deposit?session_id=${session}`);
    const { page } = recorded;
    const carousel = page.getByRole('region', { name: 'Quick choice' });
    await carousel.waitFor();
    // The list opened the first carousel method's form at once: the first screen the user saw is that method page.
    await expect.poll(async () => (await analyticsOf(baseUrl, session)).events.some((event) => event.screen === 'method page'), { timeout: 15_000 }).toBe(true);
    // The first carousel method's form opens under the carousel: its link and button stand for the carousel's.
    if (how === 'All methods') {
      await page.getByRole('link', { name: 'All methods' }).click();
    } else {
      await carousel.getByRole('radio', { name: 'Skrill' }).check();
      await page.getByRole('button', { name: /^Deposit/ }).click();
    }
    expect(await carouselActions(expected.length)).toEqual(expected);
    await recorded.close();
  });
});

