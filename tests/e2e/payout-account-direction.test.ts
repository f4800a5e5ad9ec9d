import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot, type OpenPageOptions } from './browser.ts';

/** The saved account the scenario chooses first, as recorded. */
const RECORDED_LABEL = 'DE89 •••• •••• 3000 — Deutsche Bank';

/** The payout account select of `withdrawal-payout-accounts` with its chosen account's label replaced by `label`. */
function accountLabelled(label: string): (context: BrowserContext) => Promise<void> {
  return async (context) => {
    await context.route(/\/payouts\/groups\/511\/select$/, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replace(RECORDED_LABEL, label) });
    });
  };
}

const CASES: readonly [string, string, 'ltr' | 'rtl', OpenPageOptions][] = [
  ['a Latin account ending in a dash, Arabic page', 'Deutsche Bank 3000 -', 'ltr', { dir: 'rtl' }],
  ['a masked account of digits and dashes only, Arabic page', '•••• - 3000', 'ltr', { dir: 'rtl' }],
  ['a Latin account ending in a dash, Arabic page, dark', 'Deutsche Bank 3000 -', 'ltr', { dir: 'rtl', colorScheme: 'dark' }],
  ['an Arabic account ending in a dash, English page', 'حساب 3000 -', 'rtl', {}],
];

describe('a payout account from the server lays out in its own direction, whatever the page\'s', () => {
  const harness = browserForTests();

  it.each(CASES)('%s: the closed select shows it as its own direction lays it out', async (name, label, own, options) => {
    const recorded = await harness.openPage('/withdrawal/bank_transfer/?session_id=withdrawal-payout-accounts', { ...options, beforeOpen: accountLabelled(label) });
    const { page } = recorded;
    const select = page.getByRole('combobox', { name: /Payout account/ });
    await expect.poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent)).toBe(label);
    await screenshot(page, `payout-account-direction-${name}`);
    // Chromium draws the closed select in its chosen option's direction: the same option told its direction outright
    // must draw the same pixels.
    const shown = await select.screenshot();
    await select.evaluate((element: HTMLSelectElement, dir) => element.selectedOptions[0]?.setAttribute('dir', dir), own);
    expect(shown.equals(await select.screenshot())).toBe(true);
    await recorded.close();
  });
});
