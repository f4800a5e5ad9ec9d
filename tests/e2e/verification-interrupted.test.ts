import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBrowser, type BrowserHarness, type RecordedPage } from './browser.ts';
import { bodiesOf, continueWithNewAccount, path, WITHDRAWAL } from './verification-steps.ts';

const FORM = '/withdrawal/bank_transfer/';
const DIALOG = { name: 'Confirm your new payout account' } as const;

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
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

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
      expect(bodiesOf(recorded, '/payouts/groups/521/submit')).toEqual([]);
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
});
