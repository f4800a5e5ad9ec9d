import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { bodiesTo, browserForTests } from './browser.ts';
import { DEPOSIT, depositAwaitingCode, OTP_PATH, SUBMIT_PATH } from './deposit-otp-steps.ts';

/** The page's next submit (a "Send a new code") meets the fixture server's `fault` (README "Faults on any scenario"). */
async function failNextSubmit(page: Page, fault: string): Promise<void> {
  await page.route(`**${SUBMIT_PATH}`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-fixture-fault': `submit:${fault}` } }), { times: 1 });
}

/** Whether `locator` holds the focus. */
const focused = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element === document.activeElement);

describe('a payment one-time code (deposit OTP): sending a new code', () => {
  const harness = browserForTests();

  it('a code that never arrived: "Send a new code" is offered from the start and sends the payment again', async () => {
    const recorded = await harness.openPage(DEPOSIT);
    const { page } = recorded;
    await depositAwaitingCode(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await expect.poll(() => bodiesTo(recorded, 'POST', SUBMIT_PATH).length).toBe(2);
    await dialog.getByRole('button', { name: 'Send a new code' }).and(page.locator(':enabled')).waitFor();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(bodiesTo(recorded, 'POST', OTP_PATH)).toEqual([{ otp: '482915' }]);
    await recorded.close();
  });

  for (const [failure, fault, reason] of [
    ['a network error', 'reset', 'We could not reach the payment server. Check your connection and try again.'],
    ['a timeout', 'timeout', 'The payment server is taking too long to answer. Try again in a moment.'],
    ['a server error', '502', 'The payment server could not handle the request. Try again in a moment.'],
  ] as const) {
    it(`"Send a new code" met by ${failure}: the dialog says so, the typed code and the focus stay, Enter asks again`, async () => {
      const recorded = await harness.openPage(`${DEPOSIT}&request_timeout=3000`);
      const { page } = recorded;
      await depositAwaitingCode(page);
      const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
      const field = dialog.getByRole('textbox', { name: 'Code' });
      await field.fill('4829');
      await failNextSubmit(page, fault);
      const resend = dialog.getByRole('button', { name: 'Send a new code' });
      await resend.click();
      // The one alert of the page, read out in the dialog: nothing on the form behind it, no processing page.
      await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual([`We could not send a new code. ${reason}`]);
      await expect(dialog.getByRole('alert').count()).resolves.toBe(1);
      await expect(field.inputValue()).resolves.toBe('4829');
      await expect(focused(resend)).resolves.toBe(true);
      expect(new URL(page.url()).pathname).toBe('/deposit/mpesa/');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe('A new code has been sent.');
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      expect(bodiesTo(recorded, 'POST', SUBMIT_PATH)).toHaveLength(3);
      await recorded.close();
    });
  }

  it('a failed "Send a new code" leaves the payment waiting: Cancel, then Deposit, reopens its dialog and sends nothing', async () => {
    const recorded = await harness.openPage(DEPOSIT);
    const { page } = recorded;
    await depositAwaitingCode(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    await failNextSubmit(page, 'reset');
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
    expect(bodiesTo(recorded, 'POST', SUBMIT_PATH)).toHaveLength(2);
    await recorded.close();
  });

  it('a new code sent: the dialog says so in a status read out, with an empty code field focused to type it in', async () => {
    const recorded = await harness.openPage(DEPOSIT);
    const { page } = recorded;
    await depositAwaitingCode(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    const status = dialog.getByRole('status');
    // The live region is there, silent, before it speaks: a region drawn with its sentence may go unheard.
    await expect(status.textContent()).resolves.toBe('');
    const field = dialog.getByRole('textbox', { name: 'Code' });
    await field.fill('000000');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The code is not correct. Check it and try again.');
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await expect.poll(() => status.textContent()).toBe('A new code has been sent.');
    await expect(field.inputValue()).resolves.toBe('');
    await expect(focused(field)).resolves.toBe(true);
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('false');
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('482915');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await recorded.close();
  });
});
