import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translation as arabic } from '../../src/i18n/languages/ar.ts';
import { axeViolations } from './axe.ts';
import { bodiesTo, browserForTests, LOOKS, screenshot } from './browser.ts';

const NBSP = '\u00a0';
const START = '/withdrawal?session_id=withdrawal-fee-over-amount';
const NOTHING_RECEIVED = 'After the fee and tax you would receive nothing. Enter a larger amount.';

/** What the line "You receive" under the amount says. */
const received = (page: Page): Promise<string | null> => page.locator('.breakdown__line--total dd').textContent();

describe('a withdrawal whose fee takes the whole amount (scenario withdrawal-fee-over-amount: fee 5 EUR)', () => {
  const harness = browserForTests();

  it('says why on the amount and sends nothing, keeping what was typed; a larger amount goes', async () => {
    const recorded = await harness.openPage(START);
    const { page } = recorded;
    const amount = page.getByRole('textbox', { name: 'Amount' });
    const withdraw = page.getByRole('button', { name: /^Withdraw/ });
    for (const typed of ['5', '3.50']) {
      await amount.fill(typed);
      await expect.poll(() => received(page)).toBe(`0.00${NBSP}EUR`);
      await withdraw.click();
      await page.locator('.field__error').filter({ hasText: NOTHING_RECEIVED }).waitFor();
      await expect(amount.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(amount.inputValue()).resolves.toBe(typed);
    }
    expect(bodiesTo(recorded, 'POST', '/submit')).toEqual([]);

    await amount.fill('50');
    await expect.poll(() => received(page)).toBe(`45.00${NBSP}EUR`);
    // The form checks a field again as it leaves it.
    await amount.blur();
    await expect.poll(() => page.getByText(NOTHING_RECEIVED).count()).toBe(0);
    await withdraw.click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(bodiesTo(recorded, 'POST', '/submit')).toHaveLength(1);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it.each(LOOKS)('reads in the user\'s words and passes axe (%s)', async (look, options, theme) => {
    const recorded = await harness.openPage(`${START}${theme}`, options);
    const { page } = recorded;
    await page.locator('input[inputmode="decimal"]').fill('5');
    await page.locator('button[type="submit"]').click();
    const sentence = look === 'rtl' ? arabic.verification['PH.WITHDRAWAL.ERROR.NOTHING_RECEIVED'] : NOTHING_RECEIVED;
    await page.locator('.field__error').filter({ hasText: sentence }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await screenshot(page, `withdrawal-nothing-received-${look}`);
    await recorded.close();
  });
});
