import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, LOOKS, screenshot } from './browser.ts';
import { DEPOSIT, depositAwaitingCode, OTP_PATH, SUBMIT_PATH } from './deposit-otp-steps.ts';

const NO_RESEND = 'A new code can no longer be requested for this payment.';

describe('what a payment code dialog says of new codes', () => {
  const harness = browserForTests();

  it('a new code sent after the user pressed Cancel reopens the dialog saying so, read out, with an empty code field focused', async () => {
    const recorded = await harness.openPage(DEPOSIT);
    const { page } = recorded;
    await depositAwaitingCode(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    const held: Route[] = [];
    await page.route(`**${SUBMIT_PATH}`, (route) => void held.push(route), { times: 1 });
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await expect.poll(() => held.length).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await held[0]?.continue();
    const status = dialog.getByRole('status');
    await expect.poll(() => status.textContent()).toBe('A new code has been sent.');
    const field = dialog.getByRole('textbox', { name: 'Code' });
    await expect(field.inputValue()).resolves.toBe('');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Cancel forgets it: the same payment's dialog opened again says nothing of a code sent before.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
    await expect(status.textContent()).resolves.toBe('');
    await recorded.close();
  });

  for (const [look, options, query] of LOOKS) {
    it(`can_resend false: "Send a new code" goes, and a sentence read out says why (${look})`, async () => {
      const recorded = await harness.openPage(`${DEPOSIT}${query}`, options);
      const { page } = recorded;
      await page.route(`**${OTP_PATH}`, (route) => route.fulfill({ json: { status: 'fail', error: true, can_resend: false, error_code: 'OTP_INVALID' } }));
      await depositAwaitingCode(page);
      const dialog = page.getByRole('dialog');
      const status = dialog.getByRole('status');
      await expect(status.textContent()).resolves.toBe('');
      await dialog.getByRole('textbox').fill('000000');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await status.textContent()) !== '').toBe(true);
      await expect(dialog.locator('.modal__actions button').count()).resolves.toBe(1);
      if (look !== 'rtl') await expect(status.textContent()).resolves.toBe(NO_RESEND);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `otp-no-resend-${look}`);
      await recorded.close();
    });
  }
});
