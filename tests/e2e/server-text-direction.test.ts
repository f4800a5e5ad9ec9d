import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';
import { DEPOSIT, depositAwaitingCode } from './deposit-otp-steps.ts';

/** How the text each of `holders` holds is directed: 'auto' for a `<bdi>` or a `dir="auto"` child, else its `dir`. */
const dirsOf = (holders: Locator): Promise<(string | null)[]> =>
  holders.evaluateAll((elements) =>
    elements.map((element) => {
      const holder = element.querySelector(':scope > bdi, :scope > [dir]');
      return holder?.getAttribute('dir') ?? (holder?.localName === 'bdi' ? 'auto' : null);
    }),
  );

// Server texts stay as sent on an Arabic page: "M-Pesa (Safaricom)" without its own direction shows as
// "(M-Pesa (Safaricom" there. Each lays out in its own (a <bdi>: dir="auto"), in a block that keeps the page's start edge.
describe('server texts on a right-to-left page lay out in their own direction', () => {
  const harness = browserForTests();

  it.each(['light', 'dark'] as const)('the method title, the field labels and the one-time code dialog\'s title (lang=ar, %s)', async (look) => {
    const recorded = await harness.openPage(`${DEPOSIT}&lang=ar&theme=${look}`, { dir: 'rtl', colorScheme: look });
    const { page } = recorded;
    const title = page.getByRole('heading', { level: 1, name: 'M-Pesa (Safaricom)' });
    await title.waitFor();
    expect(await dirsOf(title)).toEqual(['auto']);
    const labels = page.locator('main label.field__label');
    await expect.poll(() => labels.count()).toBeGreaterThan(1);
    expect(await dirsOf(labels)).toEqual(Array<string>(await labels.count()).fill('auto'));
    await screenshot(page, `server-text-direction-form-${look}`);
    await depositAwaitingCode(page);
    const dialogTitle = page.getByRole('dialog').getByRole('heading', { level: 2 });
    expect(await dirsOf(dialogTitle)).toEqual(['auto']);
    // The page keeps its direction: each text's block still starts at the right edge.
    expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await screenshot(page, `server-text-direction-otp-${look}`);
    await recorded.close();
  });

  it.each(['light', 'dark'] as const)('the method list\'s method names (lang=ar, %s)', async (look) => {
    const recorded = await harness.openPage(`/deposit?session_id=deposit-methods-mixed&lang=ar&theme=${look}`, { dir: 'rtl', colorScheme: look });
    const { page } = recorded;
    const names = page.locator('.method__name');
    await page.getByRole('button', { name: /Bitcoin \(BTC\)/ }).waitFor();
    expect(await dirsOf(names)).toEqual(Array<string>(await names.count()).fill('auto'));
    expect(await names.first().evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await screenshot(page, `server-text-direction-list-${look}`);
    await recorded.close();
  });

  it.each(['light', 'dark'] as const)('the display form\'s method name under its title (lang=ar, %s)', async (look) => {
    const recorded = await harness.openPage(`/deposit?session_id=deposit-qr-display&lang=ar&theme=${look}`, { dir: 'rtl', colorScheme: look });
    const { page } = recorded;
    await page.getByRole('button', { name: /Pay by QR/ }).click();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/deposit\/deposit-display-form/);
    const name = page.locator('.display-form .panel__info').filter({ hasText: 'Pay by QR in your bank app (EPC QR / GiroCode)' });
    await name.waitFor();
    expect(await dirsOf(name)).toEqual(['auto']);
    expect(await name.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await screenshot(page, `server-text-direction-display-form-${look}`);
    await recorded.close();
  });
});
