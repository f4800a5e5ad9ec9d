import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dateText } from '../../schemas/format/date-text.ts';
import { LANGUAGES } from '../../src/i18n/language.ts';
import { browserForTests, LOOKS, screenshot } from './browser.ts';

/** The account-blocked screen of a block ending at 2099-12-31T23:59:00Z: more than a week ahead, so it names the end. */
const BLOCKED = '/withdrawal?session_id=withdrawal-account-blocked';
const END = new Date('2099-12-31T23:59:00Z');

/** The width of each way on ("Contact support", "Back to payment methods") and the gaps between them, rounded. */
async function column(page: Page): Promise<{ widths: number[]; gaps: number[]; panel: number }> {
  const links = page.locator('.status a.button');
  await links.nth(1).waitFor();
  const boxes = await links.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
  const panel = await page.locator('.status').evaluate((section) => {
    const style = getComputedStyle(section);
    return section.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
  });
  return {
    widths: boxes.map((box) => Math.round(box.width)),
    gaps: boxes.slice(1).map((box, index) => Math.round(box.top - (boxes[index]?.bottom ?? 0))),
    panel: Math.round(panel),
  };
}

describe('the account-blocked page (verification of new payout accounts blocked until a date)', () => {
  const harness = browserForTests();

  // Portuguese's primary "Falar com o suporte" filled the row while "Voltar aos métodos de pagamento" shrank to its label,
  // under "31.12.2099", where Brazil writes 31/12/2099.
  it.each(LANGUAGES)('%s: the end\'s date as the language writes it; the buttons one column as wide as the page, 10 px apart', async (lang) => {
    const recorded = await harness.openPage(`${BLOCKED}&lang=${lang}`);
    const { widths, gaps, panel } = await column(recorded.page);
    expect(widths).toEqual([panel, panel]);
    expect(gaps).toEqual([10]);
    // The browser's clock is this machine's, as the test's: the same day.
    await expect(recorded.page.locator('.status__text').allTextContents()).resolves.toContainEqual(expect.stringContaining(dateText(END, lang, true)));
    if (lang === 'pt') await expect(recorded.page.getByText('31/12/2099').count()).resolves.toBe(1);
    await recorded.close();
  });

  it.each(LOOKS)('looks the same in %s', async (look, options, query) => {
    const recorded = await harness.openPage(`${BLOCKED}${query}`, options);
    const { widths, panel } = await column(recorded.page);
    expect(widths).toEqual([panel, panel]);
    await screenshot(recorded.page, `account-blocked-buttons-${look}`);
    await recorded.close();
  });
});
