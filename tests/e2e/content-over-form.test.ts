import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';

const LIST = '/deposit?session_id=content-page';
const MORE_INFO = { name: 'More information about Visa / Mastercard' } as const;
const EVERY_BLOCK = '/content?session_id=content-page&url=%2Fapi%2Fcashier-service%2Fv1.0%2Fcontent%2Fevery-block';

/** Whether the focused element is inside `locator`. */
const holdsFocus = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element.contains(document.activeElement));

/** Moves focus backwards with Shift+Tab alone until `target` has it (at most `limit` presses). */
async function shiftTabTo(page: Page, target: Locator, limit = 12): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error('Shift+Tab never reached the link');
}

describe('/content over a form and every content block (spec sections 2 and 3)', () => {
  const harness = browserForTests();

  it('opens by keyboard over the card form, keeps focus inside, and closes with Escape and with Back keeping every typed value', async () => {
    const recorded = await harness.openPage(LIST);
    const { page } = recorded;
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    const form = cardFormPage(page);
    await form.amount.waitFor();
    const formPath = new URL(page.url()).pathname;
    const typed = valuesOf('visa', '125');
    await form.fill(typed);

    const link = page.getByRole('link', MORE_INFO);
    await form.amount.focus();
    await shiftTabTo(page, link);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'More information' });
    await dialog.getByText('Card deposit terms').waitFor();
    expect(new URL(page.url()).pathname).toBe('/content');
    // The card data stays in the form below: never in the address the modal pushed.
    expect(page.url()).not.toContain('4111');
    await expect(form.amount.isVisible()).resolves.toBe(true);
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      await expect(holdsFocus(dialog)).resolves.toBe(true);
    }
    await screenshot(page, 'content-over-form');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(formPath);
    await expect(form.values()).resolves.toEqual(typed);
    await expect(link.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Enter');
    await dialog.getByText('Card deposit terms').waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(formPath);
    await expect(form.values()).resolves.toEqual(typed);
    expect(recorded.pageErrors).toEqual([]);
    await expect(recorded.cspViolations()).resolves.toEqual([]);
    await recorded.close();
  });

  it('draws every block kind and text style as text, and reports and skips a kind the spec does not name', async () => {
    const recorded = await harness.openPage(EVERY_BLOCK);
    const { page } = recorded;
    const dialog = page.getByRole('dialog', { name: 'More information' });
    await dialog.getByText('How card payouts work').waitFor();
    const style = (text: string): Promise<string | null> => dialog.getByText(text, { exact: true }).getAttribute('data-style');
    await expect(style('How card payouts work')).resolves.toBe('plain_bigger');
    await expect(style('A plain paragraph.')).resolves.toBe('plain');
    await expect(style('A bold paragraph.')).resolves.toBe('bold');
    await expect(style('A muted paragraph.')).resolves.toBe('blind');
    await expect(dialog.locator('hr').count()).resolves.toBe(1);
    await expect(dialog.getByRole('note').evaluateAll((notes) => notes.map((note) => note.getAttribute('data-style')))).resolves.toEqual(['info', 'warning', 'error']);
    const popup = dialog.getByRole('button', { name: 'Why a limit?' });
    await expect(popup.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(dialog.getByText('Limits are set by your bank.').isVisible()).resolves.toBe(false);
    await popup.click();
    await expect(dialog.getByText('Limits are set by your bank.').isVisible()).resolves.toBe(true);
    await expect(dialog.locator('details summary').textContent()).resolves.toBe('Refunds');
    await dialog.getByText('Small print: fees may apply.').waitFor();
    await expect(dialog.getByRole('region', { name: 'Wager x5' }).textContent()).resolves.toContain('Bonus money must be played 5 times.');
    await expect(dialog.getByText('A kind the spec does not name.').count()).resolves.toBe(0);
    expect(recorded.console.filter((entry) => entry.text.includes('unknown block kind "video"')).map((entry) => entry.type)).toEqual(['warning']);
    await recorded.close();
  });

  it.each(['light', 'dark', 'rtl'] as const)('every block kind has no axe violations (%s)', async (look) => {
    const recorded = await harness.openPage(EVERY_BLOCK, look === 'rtl' ? { dir: 'rtl' } : { colorScheme: look });
    const { page } = recorded;
    // The right-to-left look opens with lang=ar: the dialog's title reads Arabic.
    const dialog = page.getByRole('dialog', { name: look === 'rtl' ? 'مزيد من المعلومات' : 'More information' });
    await dialog.getByText('How card payouts work').waitFor();
    await dialog.getByRole('button', { name: 'Why a limit?' }).click();
    await dialog.getByText('Refunds', { exact: true }).click();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await screenshot(page, `content-every-block-${look}`);
    await recorded.close();
  });
});
