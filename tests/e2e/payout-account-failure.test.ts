import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts as common } from '../../src/i18n/common/en.ts';
import { texts as form } from '../../src/i18n/form/en.ts';
import { bodiesTo, browserForTests, screenshot, SCREEN_TIMEOUT_MS } from './browser.ts';
import { performStep } from './scenario-steps.ts';

/** Two saved accounts (DE89, preselected, and PT50), new ones allowed without a code; the first withdrawal fails (500). */
const SAVED = '/withdrawal?session_id=withdrawal-payout-accounts&fault=submit:500*1';
/** A new account needing a code, whose first POST /requisite/create fails (500). */
const CREATE_FAILS = '/withdrawal?session_id=withdrawal-account-created&fault=create:500*1';
/** "The withdrawal could not be sent. The payment server could not handle the request. …" */
const FAILED = form['APP.WITHDRAWAL.SUBMIT_FAILED'].replace('{reason}', common['APP.API_ERROR.HTTP_ERROR']);

const account = (page: Page) => page.getByRole('combobox', { name: 'Payout account' });
const alerts = (page: Page): Promise<string[]> => page.getByRole('alert').allTextContents();

/** Sends the form (Continue) and waits until it says the withdrawal could not be sent. */
async function failOnce(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect.poll(() => alerts(page)).toEqual([FAILED]);
}

async function openSaved(page: Page): Promise<void> {
  await account(page).waitFor({ timeout: SCREEN_TIMEOUT_MS });
  await performStep(page, { fill: 'Amount', value: '300' });
}

describe('a failed withdrawal\'s sentence speaks of the account it was sent with: it goes once another is chosen', () => {
  const harness = browserForTests();

  it('another saved account chosen: gone, and does not come back with the first; what was typed stays', async () => {
    const recorded = await harness.openPage(SAVED);
    const { page } = recorded;
    await openSaved(page);
    await failOnce(page);
    await account(page).selectOption({ label: 'PT50 •••• •••• 1054 — Millennium bcp' });
    // Before, "The withdrawal could not be sent" stood under the form until the next Continue.
    await expect.poll(() => alerts(page)).toEqual([]);
    await screenshot(page, 'payout-account-failure-another-saved');
    await account(page).selectOption({ label: 'DE89 •••• •••• 3000 — Deutsche Bank' });
    expect(await alerts(page)).toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Amount' }).inputValue()).resolves.toBe('300');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Withdrawal declined' }).waitFor();
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/511/submit')).toHaveLength(2);
    await recorded.close();
  });

  it('"Add a new account": gone; the new account, empty, says nothing until typed in or sent', async () => {
    const { page, close } = await harness.openPage(SAVED);
    await openSaved(page);
    await failOnce(page);
    await page.getByRole('button', { name: 'Add a new account' }).click();
    await expect.poll(() => alerts(page)).toEqual([]);
    await expect(page.locator('#root_payout_account').getAttribute('aria-invalid')).resolves.toBe('false');
    await close();
  });

  it('a new account sent, then "Choose a saved account": gone', async () => {
    const { page, close } = await harness.openPage(SAVED);
    await openSaved(page);
    await performStep(page, { click: 'Add a new account' });
    await performStep(page, { fill: 'Payout account', value: 'DE44500105175407324931' });
    await failOnce(page);
    await page.getByRole('button', { name: 'Choose a saved account' }).click();
    await expect.poll(() => alerts(page)).toEqual([]);
    await close();
  });

  it.each([
    ['a new account sent', SAVED, 'DE44500105175407324931', 'DE44500105175407324932'],
    ['a new account whose create failed', CREATE_FAILS, 'DE44500105175407324931', 'DE44500105175407324'],
  ])('%s, then edited: gone, as after a switch; what was typed stays', async (_name, scenario, sentAccount, edited) => {
    const { page, close } = await harness.openPage(scenario);
    await performStep(page, { fill: 'Amount', value: '200' });
    await performStep(page, { click: 'Add a new account' });
    await performStep(page, { fill: 'Payout account', value: sentAccount });
    await failOnce(page);
    // Before, the sentence about the account sent stood under the one typed since, until the next Continue.
    await page.getByRole('textbox', { name: 'Payout account' }).fill(edited);
    await expect.poll(() => alerts(page)).toEqual([]);
    await screenshot(page, `payout-account-failure-edited-${scenario === SAVED ? 'sent' : 'create'}`);
    await expect(page.getByRole('textbox', { name: 'Amount' }).inputValue()).resolves.toBe('200');
    await close();
  });

  it('a new account whose create failed, then "Choose a saved account": gone', async () => {
    const recorded = await harness.openPage(CREATE_FAILS);
    const { page } = recorded;
    await performStep(page, { fill: 'Amount', value: '200' });
    await performStep(page, { click: 'Add a new account' });
    await performStep(page, { fill: 'Payout account', value: 'DE44500105175407324931' });
    await failOnce(page);
    expect(bodiesTo(recorded, 'POST', '/requisite/create')).toHaveLength(1);
    await page.getByRole('button', { name: 'Choose a saved account' }).click();
    await expect.poll(() => alerts(page)).toEqual([]);
    await recorded.close();
  });

  it('a refusal that names the amount (1206) keeps its error on the amount when the account changes', async () => {
    const { page, close } = await harness.openPage(SAVED.replace('submit:500*1', 'submit:code=1206*1'));
    await openSaved(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const aboveBalance = page.getByText(form['CASHIER.PH2.ERROR_MESSAGE.1206']);
    await aboveBalance.waitFor();
    await account(page).selectOption({ label: 'PT50 •••• •••• 1054 — Millennium bcp' });
    await page.getByRole('button', { name: 'Add a new account' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    await expect(aboveBalance.count()).resolves.toBe(1);
    await close();
  });
});
