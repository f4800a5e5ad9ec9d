import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FSI, PDI } from '../../schemas/format/bidi.ts';
import { LRM, RLM } from '../../schemas/format/page-sentence.ts';
import { texts as form } from '../../src/i18n/form/en.ts';
import { translation as arabic } from '../../src/i18n/languages/ar.ts';
import { texts as verification } from '../../src/i18n/verification/en.ts';
import { browserForTests, LOOKS, screenshot, type OpenPageOptions } from './browser.ts';

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

/** A new account whose create answered 504; the server saved it all the same, under an Arabic label. */
const ARABIC_LABEL_SCENARIO = '/withdrawal?session_id=withdrawal-account-unknown-arabic-label';
const SAVED_BY_504 = 'PT50000201231234567890154';
const ARABIC_LABEL = 'حساب التوفير: PT50 •••• •••• 0154 (2)';

describe('an Arabic account label in the sentence that marks it unconfirmed keeps its own direction, the sentence the page\'s', () => {
  const harness = browserForTests();

  it.each(LOOKS)('%s: "<the label> (not confirmed)", the label right to left on its own', async (look, options, query) => {
    const rtl = options.dir === 'rtl';
    const texts = rtl ? { ...arabic.form, ...arabic.verification } : { ...form, ...verification };
    const recorded = await harness.openPage(`${ARABIC_LABEL_SCENARIO}${query}`, options);
    const { page } = recorded;
    await page.locator('#root_amount').fill('200');
    await page.getByRole('button', { name: texts['APP.PAYOUT.ACCOUNT_NEW'] }).click();
    await page.locator('#root_payout_account').fill(SAVED_BY_504);
    const proceed = page.getByRole('button', { name: texts['APP.PAYOUT.CONTINUE'], exact: true });
    await proceed.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(texts['APP.VERIFY.ACCOUNT_UNKNOWN']);
    // Continue again finds the account among the method's saved ones; its code step cancelled, it stays unconfirmed.
    await proceed.click();
    const dialog = page.getByRole('dialog', { name: texts['APP.VERIFY.TITLE'] });
    await dialog.getByRole('button', { name: texts['APP.VERIFY.CANCEL'] }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: texts['APP.PAYOUT.ACCOUNT_SAVED'] }).click();
    const select = page.locator('#root_payout_account');
    await select.selectOption('req_1207');
    // Before, on an English page: "حساب التوفير: PT50 •••• •••• 0154 (2) (not confirmed)" as it came, which the
    // option laid out right to left from its first letter: "(not confirmed) (2) 0154 •••• •••• PT50 :حساب التوفير".
    const marked = `${rtl ? RLM : LRM}${texts['APP.VERIFY.UNCONFIRMED_ACCOUNT'].replace('{account}', `${FSI}${ARABIC_LABEL}${PDI}`)}`;
    await expect.poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent)).toBe(marked);
    // Chromium lays the closed select out in its chosen option's direction: the page's, the same pixels as told so.
    const drawn = await select.screenshot();
    await select.evaluate((element: HTMLSelectElement, dir) => element.selectedOptions[0]?.setAttribute('dir', dir), rtl ? 'rtl' : 'ltr');
    expect(drawn.equals(await select.screenshot())).toBe(true);
    await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.setAttribute('dir', 'auto'));
    await screenshot(page, `payout-account-direction-unconfirmed-arabic-label-${look}`);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});
