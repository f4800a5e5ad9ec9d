import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { encodeRouteParam } from '../../schemas/routes/route-param.ts';
import { browserForTests, screenshot, type BrowserHarness, type OpenPageOptions, type RecordedPage } from './browser.ts';
import { performStep } from './scenario-steps.ts';
import type { ScenarioStep } from '../../fixtures/scenario.ts';

/** A page that answers script within this long is responsive (ms): a backtracking regexp would hold it for minutes. */
const RESPONSIVE_MS = 1000;
const ENGINE_CHUNK = /\/assets\/re2-pattern-[\w-]+\.js$/;

/** Opens a scenario's method list and the method whose button starts with `name` (a list of one opens it by itself). */
async function openMethod(harness: BrowserHarness, session: string, name: string): Promise<RecordedPage> {
  const recorded = await harness.openPage(`/deposit?session_id=${session}`);
  const heading = recorded.page.getByRole('heading', { name });
  const button = recorded.page.getByRole('button', { name: new RegExp(`^${name}`) });
  await heading.or(button).first().waitFor();
  if (!(await heading.isVisible())) await button.click();
  await heading.waitFor();
  return recorded;
}

/** The mobile-money payout of withdrawal-phone, which withdrawal-decline-bidi extends (English, as its names are). */
const WITHDRAW_STEPS: readonly ScenarioStep[] = [
  { fill: 'Amount', value: '50' },
  { click: '/country:/i' },
  { click: '/^Uganda/' },
  { fill: 'Phone number', value: '772123456' },
  { click: '/^Withdraw/' },
];

/** How long the page takes to run a trivial script and answer (ms). */
async function roundTrip(page: Page): Promise<number> {
  const started = performance.now();
  await page.evaluate(() => document.title);
  return performance.now() - started;
}

/** What a server text shows (its characters, as a copy would give them) and the direction it is laid out in. */
const shownAs = (text: Locator): Promise<{ text: string; direction: string }> =>
  text.evaluate((element) => ({ text: element.textContent ?? '', direction: getComputedStyle(element).direction }));

describe('hostile server forms and international input, under the strict CSP', () => {
  const harness = browserForTests();

  it('shows server texts as written, each in its own direction: no override reverses a note\'s account, a label or a decline comment', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-decline-bidi', { dir: 'ltr' });
    const { page } = recorded;
    // Sent as "\u202E4400 4073 98ED": with the override it showed "DE89 3704 0044", an account that is not the one sent.
    await expect(page.getByRole('note').textContent()).resolves.toBe('Pay out only to account 4400 4073 98ED');
    // Sent behind an LRO, which spelt the Hebrew backwards on the page; a Hebrew label lays out right to left.
    const label = page.locator('label.field__label').filter({ hasText: 'אסמכתא' }).locator('bdi');
    await expect(shownAs(label)).resolves.toEqual({ text: 'מספר אסמכתא', direction: 'rtl' });
    for (const step of WITHDRAW_STEPS) await performStep(page, step);
    await page.getByRole('heading', { name: 'Withdrawal declined' }).waitFor();
    // The Hebrew comment reads right to left inside the English sentence, its digits in their order.
    const line = page.locator('.status__reason-line').filter({ hasText: 'Comment:' });
    await expect(line.textContent()).resolves.toBe('Comment: הבנק דחה את ההעברה (1234-5678)');
    await expect(shownAs(line.locator('bdi'))).resolves.toEqual({ text: 'הבנק דחה את ההעברה (1234-5678)', direction: 'rtl' });
    expect(recorded.console.filter((entry) => entry.text.includes('bidi controls')).map((entry) => entry.text)).toEqual([
      '[cashier] the methodDetails payload carried bidi controls that could reverse its text; they were removed',
      '[cashier] the paymentResult payload carried bidi controls that could reverse its text; they were removed',
    ]);
    await recorded.close();
  });

  it.each<[string, OpenPageOptions, string]>([
    ['light', { colorScheme: 'light' }, ''],
    ['dark', { colorScheme: 'dark' }, '&theme=dark'],
    ['ar', { dir: 'rtl' }, '&lang=ar'],
    ['he', { dir: 'rtl' }, '&lang=he'],
  ])('lays the hostile texts out on the %s page, each in its own direction inside a block that keeps the page\'s', async (look, options, query) => {
    const form = await harness.openPage(`/withdrawal?session_id=withdrawal-decline-bidi${query}`, options);
    const note = form.page.getByRole('note');
    await expect(note.evaluate((element) => getComputedStyle(element).direction)).resolves.toBe(options.dir ?? 'ltr');
    await expect(shownAs(note.locator('bdi'))).resolves.toEqual({ text: 'Pay out only to account 4400 4073 98ED', direction: 'ltr' });
    await screenshot(form.page, `server-text-bidi-form-${look}`);
    await form.close();
    // The steps' names are English: the payout is sent on an English page, its result shown again in the look's.
    const declined = await harness.openPage('/withdrawal?session_id=withdrawal-decline-bidi', { ...options, dir: 'ltr' });
    for (const step of WITHDRAW_STEPS) await performStep(declined.page, step);
    await declined.page.getByRole('heading', { name: 'Withdrawal declined' }).waitFor();
    await declined.page.goto(new URL(`/withdrawal/withdrawal-error?session_id=withdrawal-decline-bidi${query}`, inject('baseUrl')).href);
    const comment = declined.page.locator('.status__reason-line').last().locator('bdi');
    await expect(shownAs(comment)).resolves.toEqual({ text: 'הבנק דחה את ההעברה (1234-5678)', direction: 'rtl' });
    await screenshot(declined.page, `server-text-bidi-decline-${look}`);
    await declined.close();
  });

  it.each([
    ['pay=now/+?#& карта', 'Карта Pay=Now'],
    ['支付 宝 100%', 'Alipay 支付宝'],
    ['محفظة', 'Wallet محفظة'],
  ])('opens the method %s from the list and again from its address', async (shortName, publicName) => {
    const recorded = await openMethod(harness, 'deposit-hostile-names', publicName);
    const { page } = recorded;
    try {
      expect(new URL(page.url()).pathname).toBe(`/deposit/${encodeRouteParam(shortName)}/`);
      await page.reload();
      await page.getByRole('heading', { name: publicName }).waitFor();
      expect(recorded.pageErrors).toEqual([]);
      expect(await recorded.cspViolations()).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('wraps a server label without a space inside the form on a 360 px phone, its field as wide as the others', async () => {
    const recorded = await openMethod(harness, 'deposit-hostile-names', 'Wallet محفظة');
    const { page } = recorded;
    try {
      await page.setViewportSize({ width: 360, height: 800 });
      const label = page.getByText(/^Statement_reference_/);
      const field = page.getByRole('textbox', { name: /^Statement_reference_/ });
      const panel = await page.locator('.panel').first().boundingBox();
      const labelBox = await label.boundingBox();
      expect(labelBox !== null && panel !== null && labelBox.x + labelBox.width <= panel.x + panel.width).toBe(true);
      expect((await field.boundingBox())?.width).toBe((await page.getByRole('textbox', { name: /^Wallet ID/ }).boundingBox())?.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    } finally {
      await recorded.close();
    }
  });

  it('runs catastrophic server patterns on the lazy linear-time engine: typing and leaving the fields keeps the page responsive', async () => {
    const recorded = await openMethod(harness, 'deposit-hostile-names', 'Карта Pay=Now');
    const { page } = recorded;
    try {
      expect(recorded.requests.some((request) => ENGINE_CHUNK.test(request.url))).toBe(true);
      // ^(a|a)+$ and ^(\w|\d)+$ take a backtracking engine seconds at 30 characters and years at 100.
      await page.getByRole('textbox', { name: 'Reference' }).fill(`${'a'.repeat(120)}!`);
      await page.getByRole('textbox', { name: 'Wallet ID', exact: false }).fill(`${'1'.repeat(120)}!`);
      await page.keyboard.press('Tab');
      expect(await roundTrip(page)).toBeLessThan(RESPONSIVE_MS);
      await expect(page.getByText('Check the value of this field').first().waitFor()).resolves.toBeUndefined();
      expect(recorded.console.some((entry) => /"twin_digits".*backreference or lookaround/.test(entry.text))).toBe(true);
      expect(await recorded.cspViolations()).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('never fetches the pattern engine for the card form, which carries no pattern', async () => {
    const recorded = await openMethod(harness, 'deposit-card-success', 'Visa / Mastercard');
    try {
      await recorded.page.getByRole('textbox', { name: /Card number/ }).waitFor();
      expect(recorded.requests.filter((request) => ENGINE_CHUNK.test(request.url))).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it.each([
    ['deposit-btc-tiny-amount', 'Bitcoin', '0.0000005', /0\.00000050\sBTC/, '"amount":0.0000005,'],
    ['deposit-huge-amount', 'Dong wallet', '1 000 000 000 000 000 000 000', /1\s000\s000\s000\s000\s000\s000\s000\sVND/, '"amount":1000000000000000000000,'],
  ])('%s: the preset shows, and is sent, with every digit', async (session, method, shown, button, sent) => {
    const recorded = await openMethod(harness, session, method);
    const { page } = recorded;
    try {
      expect(await page.getByRole('textbox', { name: /Amount/ }).inputValue()).toBe(shown);
      // On a 360 px phone the button's label wraps inside it, however many digits.
      await page.setViewportSize({ width: 360, height: 800 });
      await expect(page.getByRole('button', { name: button }).evaluate((label) => label.scrollWidth <= label.clientWidth)).resolves.toBe(true);
      const submitted = page.waitForRequest(/\/submit$/);
      await page.getByRole('button', { name: button }).click();
      expect((await submitted).postData()).toContain(sent);
      await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    } finally {
      await recorded.close();
    }
  });

  it('cuts a form over the 200-field cap, reports the cut, and renders the rest', async () => {
    const recorded = await openMethod(harness, 'deposit-field-cap', 'Many fields');
    const { page } = recorded;
    try {
      await page.getByRole('textbox', { name: 'Field 199' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Field 200' }).count()).toBe(0);
      expect(await page.locator('input').count()).toBe(200);
      expect(recorded.console.some((entry) => entry.text.includes('The form has 201 parameters; only the first 200 are shown.'))).toBe(true);
    } finally {
      await recorded.close();
    }
  });
});
