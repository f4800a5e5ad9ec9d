import { describe, expect, it } from 'vitest';
import { FSI, PDI } from '../../schemas/format/bidi.ts';
import { clockParts } from '../../schemas/format/clock-parts.ts';
import { dateText } from '../../schemas/format/date-text.ts';
import { browserForTests, pathOf, SCREEN_TIMEOUT_MS, withCleanPage, type RecordedPage } from './browser.ts';


describe('the method list (spec sections 2 and 4), under the strict CSP', () => {
  const harness = browserForTests();

  const withPage = (path: string, body: (recorded: RecordedPage) => Promise<void>): Promise<void> => withCleanPage(harness, path, body);

  it('says all methods are unavailable when none is enabled, and a click on one opens nothing', () =>
    withPage('/deposit?session_id=deposit-all-unavailable', async ({ page }) => {
      await page.getByText('All payment methods are unavailable right now').waitFor({ timeout: SCREEN_TIMEOUT_MS });
      const methods = page.locator('button.method');
      expect(await methods.count()).toBe(3);
      expect(await methods.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-disabled')))).toEqual(['true', 'true', 'true']);
      // Playwright waits for an aria-disabled button to become enabled; the user's click is forced.
      await page.getByRole('button', { name: /^Skrill/ }).click({ force: true });
      await page.waitForTimeout(300);
      expect(pathOf(page.url())).toBe('/deposit');
    }));

  it('auto-redirect 1: the only enabled method opens at once; Back shows the list, which stays', () =>
    withPage('/deposit?session_id=deposit-single-method', async ({ page }) => {
      await page.getByRole('textbox', { name: /^Skrill email/ }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(pathOf(page.url())).toBe('/deposit/skrill/');
      await page.getByRole('link', { name: 'All methods' }).click();
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await page.waitForTimeout(300);
      expect(pathOf(page.url())).toBe('/deposit');
    }));

  it('auto-redirect 3: the last-used card method opens at once; after coming back the rule is off, even after a reload', () =>
    withPage('/deposit?session_id=deposit-saved-cards', async ({ page }) => {
      await page.waitForURL((url) => url.pathname === '/deposit/card/', { timeout: SCREEN_TIMEOUT_MS });
      await page.getByRole('link', { name: 'All methods' }).click();
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(await page.evaluate(() => localStorage.getItem('phSkipLasUsedMethod'))).toBe('true');
      await page.reload();
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await page.waitForTimeout(300);
      expect(pathOf(page.url())).toBe('/deposit');
      expect(await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).textContent()).toContain('Last used');
    }));

  it('auto-redirect 4: pay_group opens that method; an unknown one leaves the list', async () => {
    await withPage('/deposit?session_id=deposit-methods-mixed&pay_group=173', async ({ page }) => {
      await page.waitForURL((url) => url.pathname === '/deposit/btc/', { timeout: SCREEN_TIMEOUT_MS });
      expect(new URL(page.url()).searchParams.get('session_id')).toBe('deposit-methods-mixed');
    });
    await withPage('/deposit?session_id=deposit-methods-mixed&pay_group=999', async ({ page }) => {
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(pathOf(page.url())).toBe('/deposit');
    });
  });

  it('suggests two popular methods, marks the last-used one, and the filter narrows the list by kind (keyboard alone)', () =>
    withPage('/deposit?session_id=deposit-methods-mixed', async ({ page }) => {
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      const popular = page.locator('[data-group="popular"] .method__name');
      expect(await popular.allTextContents()).toEqual(['Visa / Mastercard', 'Apple Pay']);
      expect(await page.getByRole('button', { name: /^Skrill/ }).textContent()).toContain('Last used');
      const filter = page.getByRole('group', { name: 'Show methods' });
      expect(await filter.getByRole('button').allTextContents()).toEqual(['Popular', 'All', 'Bank transfers', 'Cards', 'E-wallets', 'Prepaid and cash', 'Crypto']);
      expect(await filter.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe('true');

      await filter.getByRole('button', { name: 'Crypto' }).focus();
      await page.keyboard.press('Enter');
      expect(await page.locator('.method__name').allTextContents()).toEqual(['Bitcoin (BTC)']);
      expect(await filter.getByRole('button', { name: 'Crypto' }).getAttribute('aria-pressed')).toBe('true');
      await filter.getByRole('button', { name: 'Popular' }).click();
      expect(await page.locator('.method__name').allTextContents()).toEqual(['Visa / Mastercard', 'Apple Pay']);
      await filter.getByRole('button', { name: 'All', exact: true }).click();
      expect(await page.locator('button.method').count()).toBe(9);
    }));

  it('uses two columns on a wide layout and one on a phone', async () => {
    await withPage('/deposit?session_id=deposit-methods-mixed', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const visa = page.getByRole('button', { name: /^Visa \/ Mastercard/ });
      const apple = page.getByRole('button', { name: /^Apple Pay/ });
      await visa.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      // Side by side once the list has settled (a box read while something above it still moves can be off by a row's part).
      const sideBySide = async (): Promise<boolean> => {
        const [first, second] = [await visa.boundingBox(), await apple.boundingBox()];
        return first !== null && second !== null && first.y === second.y && second.x - first.x > 300;
      };
      await expect.poll(sideBySide).toBe(true);
      await page.setViewportSize({ width: 390, height: 800 });
      // The resize reaches the page asynchronously: on a loaded machine the first layout after it can still be wide.
      await expect.poll(async () => (await apple.boundingBox())?.x).toBe((await visa.boundingBox())?.x);
      const [narrowFirst, narrowSecond] = [await visa.boundingBox(), await apple.boundingBox()];
      expect(narrowSecond?.y ?? 0).toBeGreaterThan(narrowFirst?.y ?? 0);
    });
  });
  // Neteller is restricted until 2099-12-31T23:59:00Z; the browser's clock is this machine's, as the test's.
  it.each([
    ['pt', (date: string, time: string) => `Disponível em ${date} às ${time}`],
    ['ru', (date: string, time: string) => `Будет доступно ${date} в ${time}`],
    ['ar', (date: string, time: string) => `متاحة في ${FSI}${date}${PDI} الساعة ${FSI}${time}${PDI}`],
  ])('%s: a restricted method\'s date is written as the language writes dates, as on the account-blocked page', (lang, line) =>
    withPage(`/deposit?session_id=deposit-methods-mixed&lang=${lang}`, async ({ page }) => {
      const end = new Date('2099-12-31T23:59:00Z');
      const info = page.getByRole('button', { name: /^Neteller/ }).locator('.method__info');
      await expect(info.textContent({ timeout: SCREEN_TIMEOUT_MS })).resolves.toBe(line(dateText(end, lang, false), clockParts(end).time));
    }));

  it('says why each disabled method cannot be chosen: its limit, when it comes back, or unavailable', () =>
    withPage('/deposit?session_id=deposit-methods-mixed', async ({ page }) => {
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      const infoOf = (name: RegExp) => page.getByRole('button', { name }).locator('.method__info').textContent();
      await expect(infoOf(/^Paysafecard/)).resolves.toBe('Limit reached for this method');
      await expect(infoOf(/^Neteller/)).resolves.toMatch(/^Available on \d\d\/\d\d at \d\d:\d\d$/);
      await expect(infoOf(/^Bank transfer \(SEPA Instant\)/)).resolves.toBe('Unavailable');
      // The disabled methods come last, after every enabled one.
      const groups = await page.locator('ul.methods > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-group')));
      expect(groups.slice(groups.indexOf('disabled'))).toEqual(['disabled', 'disabled', 'disabled']);
    }));

  it('fills both columns whatever each group holds: the tile after an odd group starts the right column', async () => {
    await withPage('/deposit?session_id=deposit-methods-mixed', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      const boxes = await page.locator('ul.methods > li').evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return { x: Math.round(box.x), y: Math.round(box.y) };
        }),
      );
      const columns = new Set(boxes.map((box) => box.x));
      expect(columns.size).toBe(2);
      // Row by row: every row but maybe the last holds two tiles, so no column is left half empty.
      const rows = new Map<number, number>();
      for (const box of boxes) rows.set(box.y, (rows.get(box.y) ?? 0) + 1);
      expect([...rows.values()].slice(0, -1).every((count) => count === 2)).toBe(true);
    });
  });
});
