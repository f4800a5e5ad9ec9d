import { describe, expect, it } from 'vitest';
import { bodiesTo, browserForTests, LOOKS } from './browser.ts';
import { DEPOSIT, depositAwaitingCode, errorsLogged, OTP_PATH } from './deposit-otp-steps.ts';

describe('a payment one-time code (deposit OTP): the code field', () => {
  const harness = browserForTests();

  it('a wrong code is an expected answer: refused on screen, nothing logged as an error; a server failure still is', async () => {
    const wrong = await harness.openPage(DEPOSIT);
    await depositAwaitingCode(wrong.page);
    const dialog = wrong.page.getByRole('dialog', { name: 'Confirm the payment' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The code is not correct. Check it and try again.');
    expect(errorsLogged(wrong)).toEqual([]);
    await wrong.close();

    const failing = await harness.openPage(`${DEPOSIT}&fault=otp:500`);
    await depositAwaitingCode(failing.page);
    const failed = failing.page.getByRole('dialog', { name: 'Confirm the payment' });
    await failed.getByRole('textbox', { name: 'Code' }).fill('482915');
    await failed.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => failed.getByRole('alert').textContent()).toMatch(/^We could not check the code/);
    expect(errorsLogged(failing)).toContainEqual(expect.stringContaining('[cashier] confirmPaymentOtp'));
    await failing.close();
  });

  for (const [typed, options] of [
    [' 482 915 ', {}],
    ['482-915', {}],
    ['٤٨٢٩١٥', { dir: 'rtl' }],
  ] as const) {
    it(`"${typed}" typed or pasted as the code${options.dir === 'rtl' ? ' (lang=ar)' : ''} is shown and sent as 482915`, async () => {
      const recorded = await harness.openPage(DEPOSIT, options);
      const { page } = recorded;
      await depositAwaitingCode(page);
      const field = page.getByRole('dialog').getByRole('textbox');
      await field.fill(typed);
      await expect(field.inputValue()).resolves.toBe('482915');
      await page.keyboard.press('Enter');
      await expect.poll(() => bodiesTo(recorded, 'POST', OTP_PATH)).toEqual([{ otp: '482915' }]);
      await page.waitForURL(/\/deposit\/deposit-success/);
      await recorded.close();
    });
  }

  for (const [look, options, query] of LOOKS) {
    it(`the focus rings of the code field and Confirm are whole, not cut by the scrolling part (${look})`, async () => {
      const recorded = await harness.openPage(`${DEPOSIT}${query}`, options);
      const { page } = recorded;
      await depositAwaitingCode(page);
      /** How far the focused control's ring reaches past the scrolling part on each side (0 where it is whole). */
      const cut = (): Promise<number[]> =>
        page.evaluate(() => {
          const control = document.activeElement;
          const part = control?.closest('.modal__scroll');
          if (!(control instanceof HTMLElement) || !(part instanceof HTMLElement)) return [NaN];
          const style = getComputedStyle(control);
          const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          const box = control.getBoundingClientRect();
          const clip = part.getBoundingClientRect();
          const over = [clip.left - (box.left - ring), box.right + ring - clip.right, clip.top - (box.top - ring), box.bottom + ring - clip.bottom];
          return [ring > 0 ? 0 : NaN, ...over.map((px) => Math.max(0, Math.ceil(px)))];
        });
      await expect(cut()).resolves.toEqual([0, 0, 0, 0, 0]);
      await page.keyboard.press('Tab');
      await expect(cut()).resolves.toEqual([0, 0, 0, 0, 0]);
      await recorded.close();
    });
  }
});
