import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isolate } from '../../schemas/format/bidi.ts';
import { pageSentence } from '../../schemas/format/page-sentence.ts';
import { texts as form } from '../../src/i18n/form/en.ts';
import { translation as arabic } from '../../src/i18n/languages/ar.ts';
import { texts as verification } from '../../src/i18n/verification/en.ts';
import { browserForTests, LOOKS, screenshot } from './browser.ts';

/** A new payout account created at once (requisite_id 1208, shown DE44 •••• 4931) beside the saved DE89 one. */
const SCENARIO = '/withdrawal?session_id=withdrawal-account-created';
const NEW_ACCOUNT = 'DE44500105175407324931';
const SAVED = 'DE89 •••• •••• 3000 — Deutsche Bank';
const CREATED = 'DE44 •••• 4931';

/** What a screen reader is given for the payout account select: its value (the chosen option) and its options' names. */
async function spoken(page: Page): Promise<{ value: string; options: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const text = (value: { value?: unknown } | undefined): string => (typeof value?.value === 'string' ? value.value : '');
  const select = nodes.find((node) => text(node.role) === 'combobox' && text(node.name) === 'Payout account');
  const options = nodes.filter((node) => text(node.role) === 'option' && node.parentId !== undefined).map((node) => text(node.name));
  return { value: text(select?.value), options };
}

describe('an account the server has but no code confirmed yet is marked so among the saved accounts', () => {
  const harness = browserForTests();

  it.each(LOOKS)('%s: "DE44 •••• 4931 (not confirmed)", read out as shown, the account isolated in its own direction', async (look, options, query) => {
    const rtl = options.dir === 'rtl';
    const texts = rtl ? { ...arabic.form, ...arabic.verification } : { ...form, ...verification };
    const recorded = await harness.openPage(`${SCENARIO}${query}`, options);
    const { page } = recorded;
    await page.locator('#root_amount').fill('200');
    await page.getByRole('button', { name: texts['APP.PAYOUT.ACCOUNT_NEW'] }).click();
    await page.locator('#root_payout_account').fill(NEW_ACCOUNT);
    await page.getByRole('button', { name: texts['APP.PAYOUT.CONTINUE'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts['APP.VERIFY.TITLE'] });
    await dialog.getByRole('button', { name: texts['APP.VERIFY.CANCEL'] }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: texts['APP.PAYOUT.ACCOUNT_SAVED'] }).click();
    const dir = rtl ? 'rtl' : 'ltr';
    // On an Arabic page the sentence is Arabic, laid out right to left, and the account in it left to right.
    const marked = pageSentence(texts['APP.VERIFY.UNCONFIRMED_ACCOUNT'].replace('{account}', isolate(CREATED, dir)), dir);
    const select = page.locator('#root_payout_account');
    // Before, it read "DE44 •••• 4931", as a confirmed account does.
    await expect(select.getByRole('option').allTextContents()).resolves.toEqual([SAVED, marked]);
    await select.selectOption('1208');
    await expect.poll(() => spoken(page)).toEqual({ value: marked, options: [SAVED, marked] });
    // Chromium lays the closed select out in its chosen option's direction: the page's.
    const drawn = await select.screenshot();
    await select.evaluate((element: HTMLSelectElement, own) => element.selectedOptions[0]?.setAttribute('dir', own), dir);
    expect(drawn.equals(await select.screenshot())).toBe(true);
    await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.setAttribute('dir', 'auto'));
    await screenshot(page, `payout-account-unconfirmed-mark-${look}`);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});
