import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { bodiesTo, browserForTests, LOOKS, screenshot } from './browser.ts';
import { performStep } from './scenario-steps.ts';
import { BLOCKED, path, WITHDRAWAL } from './verification-steps.ts';

const DEPOSIT = '/deposit?session_id=deposit-otp-confirm';

/** Fills the M-Pesa deposit and sends it: the server asks for a one-time code. */
async function depositAwaitingCode(page: Page): Promise<void> {
  await performStep(page, { fill: 'Amount', value: '25' });
  await performStep(page, { fill: 'M-Pesa phone number', value: '+254712345678' });
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await page.getByRole('dialog', { name: 'Confirm the payment' }).waitFor();
}

describe('the code dialogs of payout-account verification and of a payment one-time code', () => {
  const harness = browserForTests();

  for (const [closed, close] of [
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['Cancel', (page: Page) => page.getByRole('button', { name: 'Cancel' }).press('Enter')],
  ] as const) {
    it(`closed with ${closed}, each code dialog gives the focus back to the button that opened it (Continue, Deposit)`, async () => {
      const focusedText = (page: Page): Promise<string | null | undefined> => page.evaluate(() => document.activeElement?.textContent);
      const withdrawal = await harness.openPage(WITHDRAWAL);
      await performStep(withdrawal.page, { fill: 'Amount', value: '200' });
      await performStep(withdrawal.page, { fill: 'IBAN', value: 'PT50000201231234567890154' });
      await withdrawal.page.getByRole('button', { name: 'Continue', exact: true }).press('Enter');
      const step = withdrawal.page.getByRole('dialog', { name: 'Confirm your new payout account' });
      await step.waitFor();
      await close(withdrawal.page);
      await step.waitFor({ state: 'detached' });
      await expect.poll(() => focusedText(withdrawal.page)).toBe('Continue');
      await withdrawal.close();

      const deposit = await harness.openPage(DEPOSIT);
      await performStep(deposit.page, { fill: 'Amount', value: '25' });
      await performStep(deposit.page, { fill: 'M-Pesa phone number', value: '+254712345678' });
      await deposit.page.getByRole('button', { name: /^Deposit/ }).press('Enter');
      const code = deposit.page.getByRole('dialog', { name: 'Confirm the payment' });
      await code.waitFor();
      await close(deposit.page);
      await code.waitFor({ state: 'detached' });
      await expect.poll(() => focusedText(deposit.page)).toMatch(/^Deposit/);
      await deposit.close();
    });
  }

  it('deposit OTP: a wrong code is refused with a resend offered, the right one ends on the success page; only the code is sent', async () => {
    const recorded = await harness.openPage(DEPOSIT);
    const { page } = recorded;
    await depositAwaitingCode(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The code is not correct. Check it and try again.');
    await dialog.getByRole('button', { name: 'Send a new code' }).waitFor();
    await screenshot(page, 'deposit-otp-wrong-code');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(path(page)).toBe('/deposit/deposit-success');
    expect(bodiesTo(recorded, 'POST', '/payments/groups/181/otp')).toEqual([{ otp: '000000' }, { otp: '482915' }]);
    expect(bodiesTo(recorded, 'POST', '/payments/groups/181/submit')).toHaveLength(1);
    await recorded.close();
  });

  it('deposit OTP: closing the page while the code is being checked asks first, as during the submit', async () => {
    const recorded = await harness.openPage(`${DEPOSIT}&fault=otp:delay=3000`);
    const { page } = recorded;
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await depositAwaitingCode(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => bodiesTo(recorded, 'POST', '/payments/groups/181/otp').length).toBe(1);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload']);
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await recorded.close();
  });

  it('deposit OTP: the same request again reopens the code dialog without a second payment; a changed one is sent anew', async () => {
    const recorded = await harness.openPage(DEPOSIT);
    const { page } = recorded;
    await depositAwaitingCode(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await dialog.waitFor();
    expect(bodiesTo(recorded, 'POST', '/payments/groups/181/submit')).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await performStep(page, { fill: 'Amount', value: '30' });
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await dialog.waitFor();
    expect(bodiesTo(recorded, 'POST', '/payments/groups/181/submit')).toEqual([expect.objectContaining({ amount: 25 }), expect.objectContaining({ amount: 30 })]);
    await recorded.close();
  });

  it('the code steps work by keyboard alone: focus moves into each dialog, Enter sends, and the payout completes', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    await performStep(page, { fill: 'Amount', value: '200' });
    await performStep(page, { fill: 'IBAN', value: 'PT50000201231234567890154' });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Request code');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await page.keyboard.type('482915');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    await recorded.close();

    const deposit = await harness.openPage(DEPOSIT);
    await depositAwaitingCode(deposit.page);
    await expect.poll(() => deposit.page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await deposit.page.keyboard.type('482915');
    await deposit.page.keyboard.press('Enter');
    await deposit.page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await deposit.close();
  });

  it('payout step by keyboard: a code request that fails keeps the focus on its button, so Enter asks again; a new code empties the field', async () => {
    const focusedText = (page: Page): Promise<string | null | undefined> => page.evaluate(() => document.activeElement?.textContent);
    const recorded = await harness.openPage(`${WITHDRAWAL}&fault=send:500*1`);
    const { page } = recorded;
    await performStep(page, { fill: 'Amount', value: '200' });
    await performStep(page, { fill: 'IBAN', value: 'PT50000201231234567890154' });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await expect.poll(() => focusedText(page)).toBe('Request code');
    await page.keyboard.press('Enter');
    await dialog.getByText(/^We could not send the code\./).waitFor();
    // Not on "Change contact", where Enter would open the contact choice instead of asking again.
    expect(await focusedText(page)).toBe('Request code');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await page.keyboard.type('111111');
    await page.keyboard.press('Enter');
    await dialog.getByText('The code is not correct. Check it and try again.').waitFor();
    await dialog.getByRole('button', { name: 'Request a new code' }).press('Enter');
    await expect.poll(() => bodiesTo(recorded, 'POST', '/otp/send').length).toBe(3);
    // The new code goes into an empty field, focused: the refused one is of no use any more.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    expect(await dialog.getByRole('textbox', { name: 'Code' }).inputValue()).toBe('');
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  for (const [look, options, query] of LOOKS) {
    it(`has no axe violations on the verification step, the code dialog and the account-blocked screen (${look})`, async () => {
      const verify = await harness.openPage(`${WITHDRAWAL}${query}`, options);
      await performStep(verify.page, { fill: 'Amount', value: '200' });
      await performStep(verify.page, { fill: 'IBAN', value: 'PT50000201231234567890154' });
      await verify.page.keyboard.press('Enter');
      const dialog = verify.page.getByRole('dialog');
      await dialog.waitFor();
      // Focus starts on the request button: Enter asks for a code, and the code field appears.
      await verify.page.keyboard.press('Enter');
      await dialog.getByRole('textbox').waitFor();
      await screenshot(verify.page, `verify-account-${look}`);
      expect(await axeViolations(verify.page)).toEqual([]);
      await verify.close();

      const otp = await harness.openPage(`${DEPOSIT}${query}`, options);
      await performStep(otp.page, { fill: 'Amount', value: '25' });
      await performStep(otp.page, { fill: 'M-Pesa phone number', value: '+254712345678' });
      await otp.page.keyboard.press('Enter');
      await otp.page.getByRole('dialog').getByRole('textbox').waitFor();
      await screenshot(otp.page, `deposit-otp-${look}`);
      expect(await axeViolations(otp.page)).toEqual([]);
      await otp.close();

      const blocked = await harness.openPage(`${BLOCKED}${query}`, options);
      await blocked.page.getByText(/\d\d\u200f?\/\d\d\u200f?\/2\d{3}/).waitFor();
      await screenshot(blocked.page, `account-blocked-${look}`);
      expect(await axeViolations(blocked.page)).toEqual([]);
      await blocked.close();
    });
  }
});
