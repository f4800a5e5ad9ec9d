import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts as common } from '../../src/i18n/common/en.ts';
import { texts as form } from '../../src/i18n/form/en.ts';
import { bodiesTo, browserForTests, screenshot, type RecordedPage } from './browser.ts';
import { performStep } from './scenario-steps.ts';

/** A new payout account created at once (requisite_id 1208) and confirmed; the withdrawal then fails (500) once. */
const SCENARIO = '/withdrawal?session_id=withdrawal-account-created';
const NEW_ACCOUNT = 'DE44500105175407324931';
/** "The withdrawal could not be sent. The payment server could not handle the request. …" */
const FAILED = form['APP.WITHDRAWAL.SUBMIT_FAILED'].replace('{reason}', common['APP.API_ERROR.HTTP_ERROR']);

const submits = (recorded: RecordedPage): unknown[] => bodiesTo(recorded, 'POST', '/payouts/groups/521/submit');
const accounts = (page: Page): Promise<string[]> => page.getByRole('combobox', { name: 'Payout account' }).getByRole('option').allTextContents();

/** Types the new account and continues: its code step opens (the dialog returned). */
async function openCodeStep(page: Page): Promise<Locator> {
  await performStep(page, { fill: 'Amount', value: '200' });
  await performStep(page, { click: 'Add a new account' });
  await performStep(page, { fill: 'Payout account', value: NEW_ACCOUNT });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  return page.getByRole('dialog', { name: 'Confirm your new payout account' });
}

/** Types a new account, continues, confirms it with its code: the withdrawal sent then fails, and the form says so. */
async function confirmNewAccountThenFail(recorded: RecordedPage): Promise<void> {
  const { page } = recorded;
  const dialog = await openCodeStep(page);
  await dialog.getByRole('button', { name: 'Request code' }).click();
  await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe(FAILED);
  expect(submits(recorded)).toEqual([expect.objectContaining({ amount: 200, parameters: { payout_account: NEW_ACCOUNT }, is_new_payout_account: true })]);
}

describe('a new payout account created and confirmed joins the saved accounts at once', () => {
  const harness = browserForTests();

  it('the withdrawal failing, "Choose a saved account" lists it, masked, after the saved one; picked, it is sent as saved, with no second create or code', async () => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    await confirmNewAccountThenFail(recorded);
    // The form was not built again: what was typed stays.
    await expect(page.getByRole('textbox', { name: 'Payout account' }).inputValue()).resolves.toBe(NEW_ACCOUNT);
    await expect(page.getByRole('textbox', { name: 'Amount' }).inputValue()).resolves.toBe('200');
    await page.getByRole('button', { name: 'Choose a saved account' }).click();
    // Before, only the saved account the form came with: the new one showed once the method was asked again.
    await expect(accounts(page)).resolves.toEqual(['DE89 •••• •••• 3000 — Deutsche Bank', 'DE44 •••• 4931']);
    // The preselected saved account is the one chosen on the way back, as before.
    await expect(page.getByRole('combobox', { name: 'Payout account' }).inputValue()).resolves.toBe('req_1181');
    await page.getByRole('combobox', { name: 'Payout account' }).selectOption({ label: 'DE44 •••• 4931' });
    await screenshot(page, 'payout-account-created-offered');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(submits(recorded)[1]).toEqual(expect.objectContaining({ amount: 200, parameters: { payout_account: '1208' }, is_new_payout_account: false }));
    expect(bodiesTo(recorded, 'POST', '/requisite/create')).toHaveLength(1);
    expect(bodiesTo(recorded, 'POST', '/otp/verify')).toHaveLength(1);
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/select')).toHaveLength(1);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('from the confirmed code until the withdrawal is sent, the form says it is sending; a Continue pressed then is not lost', async () => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    // The step's page takes its time to go back (a host page's history, a slow device): the handover lasts.
    await page.evaluate(() => {
      const back = history.back.bind(history);
      history.back = () => void setTimeout(back, 800);
    });
    const dialog = await openCodeStep(page);
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    const verified = page.waitForResponse('**/otp/verify');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await verified;
    // Before, the form's button read Continue through the handover (and the dialog's Confirm took presses again), so a
    // press as the dialog went landed on the withdrawal already going out: nothing happened.
    const handover = (): Promise<{ dialog: boolean; button: string | null | undefined }> =>
      page.evaluate(() => ({ dialog: document.querySelector('[role="dialog"]') !== null, button: document.querySelector('button[type="submit"][form]')?.textContent }));
    await expect.poll(handover).toEqual({ dialog: true, button: 'Processing…' });
    await expect(dialog.getByRole('button', { name: 'Checking…' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'payout-account-handover-sending');
    await dialog.waitFor({ state: 'detached' });
    // The replay's press: it waits for the withdrawal's answer (it failed), and sends it again.
    await performStep(page, { click: 'Continue' });
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(submits(recorded)).toHaveLength(2);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('its code step cancelled, typed again with other spacing and letter case: its code step opens again, never a second create', async () => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    const dialog = await openCodeStep(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await performStep(page, { fill: 'Payout account', value: 'de44 5001 0517 5407 3249 31' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByRole('button', { name: 'Request code' }).click();
    // Before, the account was compared as typed: another create went out for it, and its code step opened on that.
    expect(bodiesTo(recorded, 'POST', '/requisite/create')).toHaveLength(1);
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(FAILED);
    expect(bodiesTo(recorded, 'POST', '/requisite/create')).toHaveLength(1);
    // Confirmed: "Choose a saved account" lists it once, as confirmed.
    await page.getByRole('button', { name: 'Choose a saved account' }).click();
    await expect(accounts(page)).resolves.toEqual(['DE89 •••• •••• 3000 — Deutsche Bank', 'DE44 •••• 4931']);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('sent again as typed, it is not created or confirmed a second time', async () => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    await confirmNewAccountThenFail(recorded);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(submits(recorded)[1]).toEqual(submits(recorded)[0]);
    expect(bodiesTo(recorded, 'POST', '/requisite/create')).toHaveLength(1);
    expect(bodiesTo(recorded, 'POST', '/otp/verify')).toHaveLength(1);
    await recorded.close();
  });
});
