import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { encode } from 'uqr';
import { qrPath } from '../../schemas/format/qr-path.ts';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot, type BrowserHarness, type OpenPageOptions, type RecordedPage } from './browser.ts';

const EPC = 'BCD\n002\n1\nSCT\n\nPH Payments GmbH\nDE44500105175407324931\nEUR100.00\n\n\nPH-2025-7Q4K9';
const CONFIRM_PATH = /\/payments\/groups\/161\/confirm$/;
const CANCEL_PATH = /\/payments\/groups\/161\/cancel$/;

/** From the method list to the display form: the QR method's form, sent with its preset amount. */
async function openDisplayForm(harness: BrowserHarness, options: OpenPageOptions = {}, query = '', session = 'deposit-qr-display'): Promise<RecordedPage> {
  const recorded = await harness.openPage(`/deposit?session_id=${session}${query}`, options);
  const { page } = recorded;
  await page.getByRole('button', { name: /^Pay by QR/ }).click();
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/deposit\/deposit-display-form/);
  await page.getByRole('img').waitFor();
  return recorded;
}

/** The dark modules the page drew, read back from the SVG path: one [x, y] per dark module. */
async function drawnModules(page: Page): Promise<{ size: number; dark: number }> {
  return page.locator('svg.qr').evaluate((svg) => {
    const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const d = svg.querySelector('path')?.getAttribute('d') ?? '';
    const dark = [...d.matchAll(/h(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    return { size, dark };
  });
}

describe('the display form (deposit-qr-display): pay by QR in a bank app', () => {
  const harness = browserForTests();

  it('draws the QR code in the page, copies and downloads it, copies each detail, then "I have paid" confirms', async () => {
    const recorded = await openDisplayForm(harness);
    const { page, context } = recorded;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await page.getByRole('heading', { name: 'Pay in your bank app' }).waitFor();
    await page.getByText('Amount to pay: 100.00\u00a0EUR').waitFor();
    // The QR code of the EPC payload, module for module, with its 4-module quiet zone, drawn as one path: no <img>.
    const expected = encode(EPC, { ecc: 'M', border: 4 }).data;
    await expect(page.locator('svg.qr path').getAttribute('d')).resolves.toBe(qrPath(expected));
    const qr = await drawnModules(page);
    expect(qr.size).toBe(expected.length);
    expect(qr.dark).toBe(expected.flat().filter(Boolean).length);
    await expect(page.locator('img').count()).resolves.toBe(0);
    await expect(page.getByRole('img', { name: 'QR code of this payment' }).count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Copy QR' }).click();
    await page.getByRole('status').getByText('Copied').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(EPC);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download QR' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('payment-qr.svg');
    const svg = await readFile((await file.path()) ?? '', 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(await page.locator('svg.qr path').getAttribute('d'));

    // The copy button reads the value out as its description.
    const described = await page.getByRole('button', { name: 'Copy Payment reference' }).getAttribute('aria-describedby');
    await expect(page.locator(`[id="${described ?? ''}"]`).textContent()).resolves.toBe('PH-2025-7Q4K9');
    await page.getByRole('button', { name: 'Copy Beneficiary IBAN' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('DE44500105175407324931');
    await screenshot(page, 'display-form-copied');

    const confirmed = page.waitForRequest(CONFIRM_PATH);
    await page.getByRole('button', { name: 'I have paid' }).click();
    await confirmed;
    await page.waitForURL(/\/deposit\/deposit-processing/);
    // The processing page asks payments/status (first after 1 s); the recording answers it, so nothing reaches the console.
    await expect.poll(() => recorded.requests.filter((request) => request.url.endsWith('/payments/status')).length, { timeout: 5000 }).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(recorded.console.filter((entry) => entry.type === 'error')).toEqual([]);
    expect(await recorded.cspViolations()).toEqual([]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('deposit-qr-display-hostile: an expires_at that is no date and a detail of an unknown type show every detail, each told once to the console', async () => {
    const recorded = await openDisplayForm(harness, {}, '', 'deposit-qr-display-hostile');
    const { page } = recorded;
    await page.getByRole('button', { name: 'Copy Beneficiary IBAN' }).waitFor();
    await expect(page.getByText('Time left').count()).resolves.toBe(0);
    const told = (text: string): number => recorded.console.filter((entry) => entry.type === 'warning' && entry.text.includes(text)).length;
    expect(told('Display parameter 1 "beneficiary_iban" of type "hologram" has an unknown field type; it is shown as a detail to copy.')).toBe(1);
    expect(told('expires_at "next Tuesday" is no date; the details are shown without a deadline.')).toBe(1);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('"Choose another method" cancels the waiting payment and opens the list', async () => {
    const recorded = await openDisplayForm(harness);
    const { page } = recorded;
    const cancelled = page.waitForRequest(CANCEL_PATH);
    await page.getByRole('button', { name: 'Choose another method' }).click();
    await cancelled;
    await page.waitForURL(/\/deposit(\?|$)/);
    await page.getByRole('button', { name: /^Skrill/ }).waitFor();
    await recorded.close();
  });

  it('confirm:500: says what happened and keeps the QR code and the details', async () => {
    const recorded = await openDisplayForm(harness, {}, '&fault=confirm:500');
    const { page } = recorded;
    await page.getByRole('button', { name: 'I have paid' }).click();
    await page.getByRole('alert').getByText('That did not work. The payment server could not handle the request. Try again in a moment.').waitFor();
    await expect(page.getByRole('img', { name: 'QR code of this payment' }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'I have paid' }).isEnabled()).resolves.toBe(true);
    expect(recorded.console.map((entry) => entry.text)).toContain('[cashier] confirmPayment: the server answered HTTP 500 (Injected fault: confirm answered 500)');
    await recorded.close();
  });

  it('on a 360 px phone every detail to copy is shown whole (the Copy button goes under it), in Uzbek\'s longer words too', async () => {
    const recorded = await openDisplayForm(harness, {}, '&lang=uz');
    const { page } = recorded;
    await page.setViewportSize({ width: 360, height: 800 });
    const cut = await page.locator('.copy-field__input').evaluateAll((inputs) => inputs.filter((input) => input.scrollWidth > input.clientWidth).map((input) => input.textContent));
    expect(cut).toEqual([]);
    await screenshot(page, 'display-form-360-uz');
    await recorded.close();
  });

  it('counts down its expires_at; once it has passed, the QR code and details go, "I have paid" stays, and a reload keeps it so', async () => {
    // The recording's details expire in 2099: here they expire a few seconds after the answer.
    const beforeOpen = async (context: BrowserContext): Promise<void> => {
      await context.route(/\/payments\/groups\/161\/submit$/, async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { display_data: { expires_at: string } };
        body.display_data.expires_at = new Date(Date.now() + 4000).toISOString();
        await route.fulfill({ response: answer, json: body });
      });
    };
    const recorded = await openDisplayForm(harness, { beforeOpen });
    const { page } = recorded;
    await expect(page.getByRole('timer').textContent()).resolves.toMatch(/^00:00:0[1-4]$/);
    await page.getByText('Time left to pay:').waitFor();
    const expired = page.getByRole('alert').getByText('The time to pay with these details has run out', { exact: false });
    await expired.waitFor({ timeout: 8000 });
    await expect(expired.textContent()).resolves.toContain('If you have already paid, press “I have paid” and we will check.');
    const gone = async (): Promise<number[]> => [await page.locator('svg.qr').count(), await page.getByRole('button', { name: /^Copy/ }).count(), await page.getByRole('timer').count()];
    await expect(gone()).resolves.toEqual([0, 0, 0]);
    await page.getByRole('button', { name: 'I have paid' }).waitFor();
    await screenshot(page, 'display-form-expired');

    await page.reload();
    await page.getByRole('heading', { name: 'Pay in your bank app' }).waitFor();
    await expired.waitFor();
    await expect(gone()).resolves.toEqual([0, 0, 0]);
    await page.getByRole('button', { name: 'I have paid' }).click();
    await page.waitForURL(/\/deposit\/deposit-processing/);
    await recorded.close();
  });

  it('opened by hand, with no payment waiting, says so and offers the methods', async () => {
    const recorded = await harness.openPage('/deposit/deposit-display-form?session_id=deposit-qr-display');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'No payment is waiting' }).waitFor();
    await page.getByRole('link', { name: 'All methods' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await recorded.close();
  });

  it.each([
    ['altered', (stored: string): string => JSON.stringify({ ...Object(JSON.parse(stored)), amount: -5, currency: { alpha3: 'EUR', precision: 1000 } })],
    ['cut short to no JSON', (stored: string): string => stored.replace(/"amount":.*$/, '"amount":-5.0')],
  ])('a stored payment another script %s is refused on reload and removed: "No payment is waiting", never its values', async (_, alter) => {
    const recorded = await openDisplayForm(harness);
    const { page } = recorded;
    const stored = (await page.evaluate(() => localStorage.getItem('phDisplayForm'))) ?? '';
    await page.evaluate((text) => localStorage.setItem('phDisplayForm', text), alter(stored));
    await page.reload();
    await page.getByRole('heading', { name: 'No payment is waiting' }).waitFor();
    await expect(page.getByText(/-5\.0/).count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('phDisplayForm'))).resolves.toBeNull();
    expect(recorded.console.filter(({ text }) => text.includes('stored display form'))).toHaveLength(1);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  const looks: [string, OpenPageOptions, string][] = [
    ['light', {}, ''],
    ['dark', { colorScheme: 'dark' }, '&theme=dark'],
    ['rtl', { dir: 'rtl' }, ''],
  ];
  it.each(looks)('axe-core finds no violation on the display form (%s)', async (name, options, query) => {
    const recorded = await openDisplayForm(harness, options, query);
    await screenshot(recorded.page, `display-form-${name}`);
    expect(await axeViolations(recorded.page)).toEqual([]);
    await recorded.close();
  });
});
