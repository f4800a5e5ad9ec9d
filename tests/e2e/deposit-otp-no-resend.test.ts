import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { bodiesTo, browserForTests } from './browser.ts';
import { DEPOSIT, depositAwaitingCode, errorsLogged, OTP_PATH, SUBMIT_PATH } from './deposit-otp-steps.ts';
import { performStep } from './scenario-steps.ts';

describe('a payment one-time code (deposit OTP) without a resend', () => {
  const harness = browserForTests();

  for (const [code, sentence] of [
    ['OTP_EXPIRED', 'The code has expired, and no new code can be sent for this payment. Go back to the form and send the payment again for a new code, or choose another method.'],
    ['OTP_ATTEMPTS_EXCEEDED', 'Too many attempts: this payment can no longer be confirmed. Go back to the form and send the payment again for a new code, or choose another method.'],
  ] as const) {
    it(`${code} with can_resend false says what can be done, and the form's Deposit then sends a new payment (a new code)`, async () => {
      const recorded = await harness.openPage(DEPOSIT);
      const { page } = recorded;
      await page.route(`**${OTP_PATH}`, (route) => route.fulfill({ json: { status: 'fail', error: true, can_resend: false, error_code: code } }));
      await depositAwaitingCode(page);
      const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
      await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(sentence);
      // No control that cannot help: no code field, no resend the server refused; the way on holds the focus.
      await expect(dialog.getByRole('textbox').count()).resolves.toBe(0);
      await expect(dialog.getByRole('button', { name: 'Send a new code' }).count()).resolves.toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Back to the form');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: /^Deposit/ }).click();
      await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
      expect(bodiesTo(recorded, 'POST', SUBMIT_PATH)).toEqual([expect.objectContaining({ amount: 25 }), expect.objectContaining({ amount: 25 })]);
      await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
      await dialog.getByRole('button', { name: 'Send a new code' }).waitFor();
      // An expected answer, not a failure: nothing logged as an error, nothing reported.
      expect(errorsLogged(recorded)).toEqual([]);
      await recorded.close();
    });
  }

  it('a wrong code answered can_resend false: that payment is offered no new code, after Cancel and Deposit too; a new payment is', async () => {
    const recorded = await harness.openPage(DEPOSIT);
    const { page } = recorded;
    await page.route(`**${OTP_PATH}`, (route) => route.fulfill({ json: { status: 'fail', error: true, can_resend: false, error_code: 'OTP_INVALID' } }));
    await depositAwaitingCode(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    const resend = dialog.getByRole('button', { name: 'Send a new code' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The code is not correct. Check it and try again.');
    await expect(resend.count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
    expect(bodiesTo(recorded, 'POST', SUBMIT_PATH)).toHaveLength(1);
    await expect(resend.count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await performStep(page, { fill: 'Amount', value: '30' });
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await resend.waitFor();
    expect(bodiesTo(recorded, 'POST', SUBMIT_PATH)).toEqual([expect.objectContaining({ amount: 25 }), expect.objectContaining({ amount: 30 })]);
    await recorded.close();
  });
});
