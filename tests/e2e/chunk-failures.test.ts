import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { dateText } from '../../schemas/format/date-text.ts';
import { NBSP } from '../../schemas/money/format-digits.ts';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot, type RecordedPage } from './browser.ts';

/** A form with a lazy widget (the document upload) beside plain fields (amount, IBAN). */
const UPLOAD_FORM = '/deposit?session_id=deposit-upload-doc';
/** The upload widget's chunk, also at the address a retry gives it (?retry=n). */
const UPLOAD_CHUNK = /\/assets\/file-upload-[^/?]*\.js(\?retry=\d+)?$/;
const FIELD_FAILED = 'This field could not load. Check your connection and try again.';

const harness = browserForTests();

/** Opens `path` on a fresh page whose `chunk` requests are answered by `handle`, counting the page's loads. */
async function openWithRoute(path: string, chunk: RegExp, handle: (route: Route) => Promise<void> | void): Promise<{ recorded: RecordedPage; page: Page; loads: () => number }> {
  const recorded = await harness.openPage('about:blank');
  await recorded.context.route(chunk, handle);
  let loads = 0;
  recorded.page.on('load', () => (loads += 1));
  await recorded.page.goto(new URL(path, inject('baseUrl')).href);
  return { recorded, page: recorded.page, loads: () => loads };
}

describe('spec section 8: a chunk that cannot load is a ChunkLoadError, one reload, then a clear message', () => {
  it('a language chunk that fails reloads the cashier once, then shows it in English and says why', async () => {
    const { recorded, page, loads } = await openWithRoute('/deposit?session_id=deposit-card-success&lang=ru', /\/assets\/ru-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('status').filter({ hasText: 'Your language (русский) could not load, so the cashier is in English.' }).waitFor();
    await page.getByRole('button', { name: /Visa \/ Mastercard/ }).waitFor();
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    await expect.poll(loads).toBe(2);
    expect(await recorded.cspViolations()).toEqual([]);
    await screenshot(page, 'chunk-failure-language');
    await recorded.close();
  });

  it('a right-to-left language whose chunk fails leaves an English page laid out left to right, lang=en', async () => {
    const { recorded, page } = await openWithRoute('/deposit?session_id=deposit-card-success&lang=ar', /\/assets\/ar-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('status').filter({ hasText: 'Your language (العربية) could not load, so the cashier is in English.' }).waitFor();
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.body.dataset['dir']])).resolves.toEqual(['en', 'ltr', 'ltr']);
    await screenshot(page, 'chunk-failure-language-ar');
    await recorded.close();
  });

  // The texts shown are English, so is everything written in figures: German date order or an Arabic amount's
  // right-to-left order inside an English sentence reads wrong to anyone.
  it('a language whose texts fail writes its dates and amounts as English does, not as the language asked for', async () => {
    const arabic = await openWithRoute('/deposit?session_id=rtl-arabic&lang=ar', /\/assets\/ar-[^/]*\.js$/, (route) => route.abort());
    await arabic.page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    const [infoLine] = await arabic.page.locator('.method__info').allTextContents();
    expect(infoLine).toMatch(new RegExp(`^5\\.000${NBSP}KWD – 1${NBSP}500\\.000${NBSP}KWD • `));
    await screenshot(arabic.page, 'chunk-failure-language-ar-amounts');
    await arabic.recorded.close();

    const { recorded, page } = await openWithRoute('/withdrawal?session_id=withdrawal-account-blocked&lang=ru', /\/assets\/ru-[^/]*\.js$/, (route) => route.abort());
    const until = page.locator('.status__text').filter({ hasText: 'You can try again on' });
    await until.waitFor();
    // The block ends 2099-12-31T23:59:00Z; on this machine's clock, as the browser's, English writes 31/12/2099.
    await expect(until.textContent()).resolves.toContain(dateText(new Date('2099-12-31T23:59:00Z'), 'en', true));
    await recorded.close();
  });

  it('a screen whose chunk fails reloads once, then says that part of the cashier could not load, with a retry', async () => {
    const { recorded, page, loads } = await openWithRoute('/deposit/card/?session_id=deposit-card-success', /\/assets\/method-form-screen-[^/]*\.js$/, (route) => route.abort());
    await page.getByText('Part of the cashier could not load. Check your connection and try again.').waitFor();
    await expect.poll(loads).toBe(2);
    expect(await recorded.cspViolations()).toEqual([]);
    await screenshot(page, 'chunk-failure-screen');
    // The chunk's failure is kept in this page: trying again is loading the page again.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(loads).toBe(3);
    await recorded.close();
  });

  it('a lazy widget whose chunk fails before any typing reloads once, then shows the message in its place; the rest of the form works', async () => {
    const { recorded, page, loads } = await openWithRoute(UPLOAD_FORM, UPLOAD_CHUNK, (route) => route.abort());
    await page.getByRole('alert').filter({ hasText: FIELD_FAILED }).waitFor();
    await expect.poll(loads).toBe(2);
    await page.getByRole('textbox', { name: /Amount/ }).fill('500');
    await page.getByRole('textbox', { name: /Your IBAN/ }).fill('DE89370400440532013000');
    expect(await page.getByRole('textbox', { name: /Amount/ }).inputValue()).toBe('500');
    expect(await recorded.cspViolations()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'chunk-failure-widget');
    await recorded.close();
  });

  it('a lazy widget whose chunk fails after the user typed shows the message without reloading: what was typed stays', async () => {
    const held: Route[] = [];
    const { recorded, page, loads } = await openWithRoute(UPLOAD_FORM, UPLOAD_CHUNK, (route) => void held.push(route));
    const amount = page.getByRole('textbox', { name: /Amount/ });
    await amount.fill('500');
    await page.getByRole('textbox', { name: /Your IBAN/ }).fill('DE89370400440532013000');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held) await route.abort();

    await page.getByRole('alert').filter({ hasText: FIELD_FAILED }).waitFor();
    await expect.poll(loads).toBe(1);
    expect(await amount.inputValue()).toBe('500');
    expect(await page.getByRole('textbox', { name: /Your IBAN/ }).inputValue()).toBe('DE89370400440532013000');

    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it('a lazy widget that failed offers Try again, which loads it in place: what was typed stays, the focus goes on', async () => {
    const held: Route[] = [];
    let fail = true;
    const { recorded, page, loads } = await openWithRoute(UPLOAD_FORM, UPLOAD_CHUNK, (route) => (fail ? void held.push(route) : route.continue()));
    const amount = page.getByRole('textbox', { name: /Amount/ });
    await amount.fill('500');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held.splice(0)) await route.abort();
    const retry = page.getByRole('button', { name: 'Try again' });

    // A retry that fails again says so again, with the focus back on Try again.
    await retry.click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held.splice(0)) await route.abort();
    await page.getByRole('alert').filter({ hasText: FIELD_FAILED }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Try again');

    fail = false;
    await page.keyboard.press('Enter');
    await page.getByText('Add files').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: FIELD_FAILED }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file');
    expect(await amount.inputValue()).toBe('500');
    expect(loads()).toBe(1);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it('shows the message in the page language and direction (Arabic)', async () => {
    const { recorded, page } = await openWithRoute(`${UPLOAD_FORM}&lang=ar`, UPLOAD_CHUNK, (route) => route.abort());
    await page.getByRole('alert').filter({ hasText: 'تعذّر تحميل هذا الحقل' }).waitFor();
    await screenshot(page, 'chunk-failure-widget-rtl');
    const dark = await openWithRoute(`${UPLOAD_FORM}&theme=dark`, UPLOAD_CHUNK, (route) => route.abort());
    await dark.page.getByRole('alert').filter({ hasText: FIELD_FAILED }).waitFor();
    await screenshot(dark.page, 'chunk-failure-widget-dark');
    await dark.recorded.close();
    await recorded.close();
  });
  it.each([
    ['the method list shows its methods without the carousel', '/deposit?session_id=deposit-methods-mixed'],
    ['a card form opened by a deep link stays as it is, never reloaded under the user', '/deposit/card/?session_id=deposit-card-success'],
  ])('a carousel whose chunk fails is left out, without a reload: %s', async (_, path) => {
    let refused = 0;
    const { recorded, page, loads } = await openWithRoute(path, /\/assets\/method-carousel-[^/]*\.js$/, (route) => {
      refused += 1;
      return route.abort();
    });
    await page.getByRole('button', { name: /^(Visa \/ Mastercard|Deposit)/ }).first().waitFor();
    // The card form asks for the carousel once interactive, the list with its init call; a reload would follow at once.
    await expect.poll(() => refused).toBe(1);
    await page.waitForTimeout(1000);
    expect(loads()).toBe(1);
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    await recorded.close();
  });
});
