import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { bodiesTo, browserForTests, LOOKS, screenshot, type BrowserHarness, type RecordedPage } from './browser.ts';
import { performStep } from './scenario-steps.ts';
import { continueWithNewAccount, path, WITHDRAWAL } from './verification-steps.ts';

const FORM = '/withdrawal/bank_transfer/';
const DIALOG = { name: 'Confirm your new payout account' } as const;
const INTERRUPTED = 'The verification of your new payout account was interrupted, and nothing was sent. Fill in the form and press Continue to start again.';

/** The cashier opened from another page of the same site (the merchant's, in an iframe): one Back too many lands there. */
async function openAfterAnotherPage(harness: BrowserHarness, address: string): Promise<RecordedPage> {
  const recorded = await harness.openPage('/fixtures/');
  await recorded.page.goto(new URL(address, inject('baseUrl')).href);
  return recorded;
}

/** Asks for a code and sends the right one: the step shows Checking… until the (delayed) answer. */
async function sendRightCode(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', DIALOG);
  await dialog.getByRole('button', { name: 'Request code' }).click();
  await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Checking…' }).waitFor();
}

describe('payout verification (/withdrawal-verify-account) left before its code is confirmed', () => {
  const harness = browserForTests();

  for (const [closed, close] of [
    ['Cancel', (page: Page) => page.getByRole('dialog', DIALOG).getByRole('button', { name: 'Cancel' }).click()],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['the browser Back', (page: Page) => page.goBack()],
  ] as const) {
    it(`closed with ${closed} while the code is checked: back on the form once; the late confirmation neither leaves nor pays`, async () => {
      const recorded = await openAfterAnotherPage(harness, `${WITHDRAWAL}&fault=verify:delay=1500`);
      const { page } = recorded;
      await continueWithNewAccount(page);
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/otp/verify'));
      await sendRightCode(page);
      await close(page);
      await page.getByRole('dialog', DIALOG).waitFor({ state: 'detached' });
      expect(path(page)).toBe(FORM);
      await answered;
      // The answer is in; a Back it set off would have landed by now.
      await page.waitForTimeout(500);
      expect(path(page)).toBe(FORM);
      await expect(page.getByRole('textbox', { name: 'IBAN' }).inputValue()).resolves.toBe('PT50000201231234567890154');
      expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/submit')).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
      await recorded.close();
    });
  }

  it('a double click on Cancel goes back one page, and Continue opens the step again', async () => {
    const recorded = await openAfterAnotherPage(harness, WITHDRAWAL);
    const { page } = recorded;
    await continueWithNewAccount(page);
    const dialog = page.getByRole('dialog', DIALOG);
    await dialog.getByRole('button', { name: 'Cancel' }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(path(page)).toBe(FORM);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.waitFor();
    expect(path(page)).toBe('/withdrawal-verify-account');
    await recorded.close();
  });

  it.each([
    ['Cancel', (page: Page) => page.getByRole('dialog', DIALOG).getByRole('button', { name: 'Cancel' }).click()],
    ['the browser Back', (page: Page) => page.goBack()],
  ])('Forward onto a step left with %s puts the form back: a code confirmed there would send the old amount', async (_, leave) => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    await continueWithNewAccount(page);
    const dialog = page.getByRole('dialog', DIALOG);
    await leave(page);
    await dialog.waitFor({ state: 'detached' });
    await performStep(page, { fill: 'Amount', value: '300' });
    await page.goForward();
    await page.waitForURL((url) => url.pathname === FORM);
    await page.waitForTimeout(500);
    await expect(dialog.count()).resolves.toBe(0);
    expect(path(page)).toBe(FORM);
    // What the form holds now is what goes, once its own step confirms the account.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/submit')).toEqual([expect.objectContaining({ amount: 300 })]);
    await recorded.close();
  });

  it('a reload of the step puts the form back with the amount typed and says the verification was interrupted; Continue starts it again', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    await continueWithNewAccount(page);
    await page.getByRole('dialog', DIALOG).getByRole('button', { name: 'Request code' }).click();
    await page.getByRole('dialog', DIALOG).getByRole('textbox', { name: 'Code' }).waitFor();
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: INTERRUPTED });
    await notice.waitFor();
    expect(path(page)).toBe(FORM);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // The amount typed (200) comes back, not the form's start (the minimum, 50); the account is never kept.
    await expect(page.getByRole('textbox', { name: /Amount/ }).inputValue()).resolves.toBe('200');
    await expect(page.getByRole('textbox', { name: 'IBAN' }).inputValue()).resolves.toBe('');
    await continueWithNewAccount(page);
    await notice.waitFor({ state: 'detached' });
    const dialog = page.getByRole('dialog', DIALOG);
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/submit')).toEqual([expect.objectContaining({ amount: 200, parameters: { iban: 'PT50000201231234567890154' } })]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  for (const [look, options, query] of LOOKS) {
    it(`the interrupted-verification notice has no axe violations (${look})`, async () => {
      const recorded = await harness.openPage(`${WITHDRAWAL}${query}`, options);
      const { page } = recorded;
      await performStep(page, { fill: 'Amount', value: '200' });
      await performStep(page, { fill: 'IBAN', value: 'PT50000201231234567890154' });
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await page.reload();
      await page.locator('.form-notice').waitFor();
      await screenshot(page, `verify-account-interrupted-${look}`);
      expect(await axeViolations(page)).toEqual([]);
      await recorded.close();
    });
  }
});
