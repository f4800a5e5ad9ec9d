import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encodeRouteParam } from '../../schemas/routes/route-param.ts';
import { browserForTests, type BrowserHarness, type RecordedPage } from './browser.ts';

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

/** How long the page takes to run a trivial script and answer (ms). */
async function roundTrip(page: Page): Promise<number> {
  const started = performance.now();
  await page.evaluate(() => document.title);
  return performance.now() - started;
}

describe('hostile server forms and international input, under the strict CSP', () => {
  const harness = browserForTests();

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
