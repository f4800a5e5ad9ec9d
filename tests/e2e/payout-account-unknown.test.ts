import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bodiesTo, browserForTests, screenshot, type RecordedPage } from './browser.ts';
import { performStep } from './scenario-steps.ts';
import { path } from './verification-steps.ts';

/** A new payout account whose first POST /requisite/create answers 504; the next select answer lists PT50 •••• 0154. */
const SCENARIO = '/withdrawal?session_id=withdrawal-account-unknown';
/** The same, its label naming the bank before the account: "Millennium bcp — PT50 •••• •••• 0154". */
const BANK_FIRST = '/withdrawal?session_id=withdrawal-account-unknown-bank-first';
/** The same, no separator between the bank and the account: "Millennium bcp PT50 •••• •••• 0154". */
const BANK_NO_SEPARATOR = '/withdrawal?session_id=withdrawal-account-unknown-bank-no-separator';
/** A first account created at once (requisite_id 1207), then another whose create answers 504; asked again, the method lists them as req_1207 and req_1209. */
const ID_FORMS = '/withdrawal?session_id=withdrawal-account-id-forms';
/** The second account of ID_FORMS: its label reads as the first's ("PT50 •••• •••• 0154"), its bank aside. */
const SAME_ENDS = 'PT50003500000000000000154';
/** The account the server saved despite the 504. */
const SAVED_BY_504 = 'PT50000201231234567890154';
const UNKNOWN = 'We could not confirm whether your new payout account was added. Nothing was withdrawn, and your details are still here.';

const creates = (recorded: RecordedPage): unknown[] => bodiesTo(recorded, 'POST', '/requisite/create');
const selects = (recorded: RecordedPage): number => bodiesTo(recorded, 'POST', '/payouts/groups/521/select').length;

/** Presses Continue and waits until the form is idle again, whatever the press led to. */
async function pressContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Processing…' }).waitFor({ state: 'detached' });
}

/** Types a new account and continues: the create answers 504, and the form says the account is unconfirmed. */
async function createWithUnknownOutcome(page: Page, account: string): Promise<void> {
  await performStep(page, { fill: 'Amount', value: '200' });
  await performStep(page, { click: 'Add a new account' });
  await performStep(page, { fill: 'Payout account', value: account });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe(UNKNOWN);
}

const typedAccount = (page: Page): Promise<string> => page.getByRole('textbox', { name: 'Payout account' }).inputValue();

describe('a new payout account whose creation had an unknown outcome is looked for before it is created again', () => {
  const harness = browserForTests();

  it.each([
    ['its bank after it', SCENARIO],
    ['its bank before it', BANK_FIRST],
    ['its bank before it, no separator between them', BANK_NO_SEPARATOR],
  ])('found among the saved accounts of the method asked again (%s): verified and withdrawn to, never created a second time', async (_name, scenario) => {
    const recorded = await harness.openPage(scenario);
    const { page } = recorded;
    await createWithUnknownOutcome(page, SAVED_BY_504);
    expect(creates(recorded)).toHaveLength(1);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.waitFor();
    expect(creates(recorded)).toHaveLength(1);
    expect(selects(recorded)).toBe(2);
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(creates(recorded)).toHaveLength(1);
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/submit')).toEqual([expect.objectContaining({ amount: 200, parameters: { payout_account: SAVED_BY_504 }, is_new_payout_account: true })]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('found and verified: the saved accounts offer it, after the ones the form came with', async () => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    await createWithUnknownOutcome(page, SAVED_BY_504);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    // The withdrawal fails: the form stays, verified, to be sent again or sent to a saved account.
    await page.route('**/payouts/groups/521/submit', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error_code":"INTERNAL","error_message":"Internal error"}' }));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => bodiesTo(recorded, 'POST', '/payouts/groups/521/submit').length).toBe(1);
    await page.getByRole('button', { name: 'Choose a saved account' }).click();
    const accounts = page.getByRole('combobox', { name: 'Payout account' }).getByRole('option');
    await expect(accounts.allTextContents()).resolves.toEqual(['DE89 •••• •••• 3000 — Deutsche Bank', 'PT50 •••• •••• 0154 — Millennium bcp']);
    await screenshot(page, 'payout-account-found-offered');
    // Chosen, it is a saved account, verified: sent at once, never created as a new one (its id once was).
    await page.getByRole('combobox', { name: 'Payout account' }).selectOption({ label: 'PT50 •••• •••• 0154 — Millennium bcp' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => bodiesTo(recorded, 'POST', '/payouts/groups/521/submit').length).toBe(2);
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/submit')[1]).toEqual(expect.objectContaining({ parameters: { payout_account: 'req_1207' }, is_new_payout_account: false }));
    expect(creates(recorded)).toHaveLength(1);
    expect(bodiesTo(recorded, 'POST', '/otp/verify')).toHaveLength(1);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('found, its code step cancelled: the saved accounts offer it; chosen, it asks for its code again, never created a second time', async () => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    await createWithUnknownOutcome(page, SAVED_BY_504);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Choose a saved account' }).click();
    const accounts = page.getByRole('combobox', { name: 'Payout account' }).getByRole('option');
    // Before, only DE89: the account the server has, not confirmed yet, could be reached only by typing it again.
    await expect(accounts.allTextContents()).resolves.toEqual(['DE89 •••• •••• 3000 — Deutsche Bank', 'PT50 •••• •••• 0154 — Millennium bcp (not confirmed)']);
    await page.getByRole('combobox', { name: 'Payout account' }).selectOption({ label: 'PT50 •••• •••• 0154 — Millennium bcp (not confirmed)' });
    await screenshot(page, 'payout-account-found-unconfirmed-offered');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(creates(recorded)).toHaveLength(1);
    expect(selects(recorded)).toBe(2);
    expect(bodiesTo(recorded, 'POST', '/otp/verify')).toHaveLength(1);
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/submit')).toEqual([expect.objectContaining({ parameters: { payout_account: 'req_1207' }, is_new_payout_account: false })]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('an account created since under its requisite_id (1207), listed by the method as req_1207: not taken for the new one, whose label reads the same', async () => {
    const recorded = await harness.openPage(ID_FORMS);
    const { page } = recorded;
    await performStep(page, { fill: 'Amount', value: '200' });
    await performStep(page, { click: 'Add a new account' });
    await performStep(page, { fill: 'Payout account', value: SAVED_BY_504 });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await performStep(page, { fill: 'Payout account', value: SAME_ENDS });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(UNKNOWN);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // Before, req_1207 counted as new beside req_1209: two fitted, and the account stayed unconfirmed for good.
    await dialog.waitFor();
    expect(selects(recorded)).toBe(2);
    expect(creates(recorded)).toHaveLength(2);
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(creates(recorded)).toHaveLength(2);
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/submit')).toEqual([expect.objectContaining({ parameters: { payout_account: SAME_ENDS }, is_new_payout_account: true })]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('not among them: created once more, then verified', async () => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    await createWithUnknownOutcome(page, 'DE44500105175407324931');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm your new payout account' }).waitFor();
    expect(selects(recorded)).toBe(2);
    const body = { pay_group_id: 521, user_requisite_type_id: 3, value: 'DE44500105175407324931' };
    expect(creates(recorded)).toEqual([body, body]);
    await recorded.close();
  });

  it('after a reload, the same account typed again is looked for first: found, verified, never created a second time', async () => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    await createWithUnknownOutcome(page, SAVED_BY_504);
    await page.reload();
    await performStep(page, { fill: 'Amount', value: '200' });
    await performStep(page, { click: 'Add a new account' });
    await performStep(page, { fill: 'Payout account', value: 'pt50 0002 0123 1234 5678 9015 4' });
    await pressContinue(page);
    expect(creates(recorded)).toHaveLength(1);
    expect(selects(recorded)).toBe(3);
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.waitFor();
    // Kept for the tab: the session, the method, the saved accounts, the time and a SHA-256, never the account.
    const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(storage).toContain('phUnsureAccount');
    for (const part of [SAVED_BY_504, '0154', 'pt50']) expect(storage.toLowerCase()).not.toContain(part.toLowerCase());
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(creates(recorded)).toHaveLength(1);
    // Verified: nothing is left to look for.
    await expect(page.evaluate(() => sessionStorage.getItem('phUnsureAccount'))).resolves.toBeNull();
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('after a reload, the method asked again failing: said to be unconfirmed, nothing created', async () => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    await createWithUnknownOutcome(page, SAVED_BY_504);
    // The reloaded form's own select answers; the lookup's fails.
    let reloaded = 0;
    await page.route('**/payouts/groups/521/select', async (route) => {
      reloaded += 1;
      if (reloaded === 1) await route.continue();
      else await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error_code":"INTERNAL","error_message":"Internal error"}' });
    });
    await page.reload();
    await performStep(page, { fill: 'Amount', value: '200' });
    await performStep(page, { click: 'Add a new account' });
    await performStep(page, { fill: 'Payout account', value: SAVED_BY_504 });
    await pressContinue(page);
    expect(creates(recorded)).toHaveLength(1);
    expect(selects(recorded)).toBe(3);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(UNKNOWN);
    await recorded.close();
  });

  it.each<[string, { status: number; body: string }]>([
    ['fails (500)', { status: 500, body: '{"error_code":"INTERNAL","error_message":"Internal error"}' }],
    ['cannot be read', { status: 200, body: '{"currency":' }],
  ])('the method asked again %s: said to be unconfirmed still, nothing created, what was typed kept', async (name, answer) => {
    const recorded = await harness.openPage(SCENARIO);
    const { page } = recorded;
    await createWithUnknownOutcome(page, SAVED_BY_504);
    await page.route('**/payouts/groups/521/select', (route) => route.fulfill({ ...answer, contentType: 'application/json' }));
    await pressContinue(page);
    expect(creates(recorded)).toHaveLength(1);
    expect(selects(recorded)).toBe(2);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(UNKNOWN);
    await screenshot(page, `payout-account-lookup-${name}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(path(page)).toBe('/withdrawal/bank_transfer/');
    await expect(typedAccount(page)).resolves.toBe(SAVED_BY_504);
    await expect(page.getByRole('textbox', { name: 'Amount' }).inputValue()).resolves.toBe('200');
    // Once the method answers, the account is found: still no second create.
    await page.unroute('**/payouts/groups/521/select');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm your new payout account' }).waitFor();
    expect(creates(recorded)).toHaveLength(1);
    await recorded.close();
  });
});
