import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { startBrowser, type BrowserHarness, type OpenPageOptions, type RecordedPage } from './browser.ts';
import { performStep } from './scenario-steps.ts';

const DEPOSIT = '/deposit?session_id=deposit-otp-confirm';
const OTP_PATH = '/payments/groups/181/otp';
const SUBMIT_PATH = '/payments/groups/181/submit';

/** The bodies the page sent to calls whose path ends with `suffix`, in order. */
function bodiesOf(recorded: RecordedPage, suffix: string): unknown[] {
  return recorded.requests.filter((request) => new URL(request.url).pathname.endsWith(suffix)).map((request) => JSON.parse(request.postData ?? 'null'));
}

/** What the page logged as an error (reportError: console.error, and the same to the error reporter). */
const errorsLogged = (recorded: RecordedPage): string[] => recorded.console.filter((entry) => entry.type === 'error').map((entry) => entry.text);

/** Fills the M-Pesa deposit and sends it with Enter (any language): the server asks for a one-time code. */
async function depositAwaitingCode(page: Page): Promise<void> {
  await performStep(page, { fill: 'Amount', value: '25' });
  await performStep(page, { fill: 'M-Pesa phone number', value: '+254712345678' });
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('textbox').waitFor();
}

/** The page's next submit (a "Send a new code") meets the fixture server's `fault` (README "Faults on any scenario"). */
async function failNextSubmit(page: Page, fault: string): Promise<void> {
  await page.route(`**${SUBMIT_PATH}`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-fixture-fault': `submit:${fault}` } }), { times: 1 });
}

/** Whether `locator` holds the focus. */
const focused = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element === document.activeElement);

const LOOKS: readonly [string, OpenPageOptions][] = [
  ['light', { colorScheme: 'light' }],
  ['dark', { colorScheme: 'dark' }],
  ['rtl', { dir: 'rtl' }],
];

describe('a payment one-time code (deposit OTP): no dead end, a clean code, a whole focus ring, no noise', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

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
      expect(bodiesOf(recorded, SUBMIT_PATH)).toEqual([expect.objectContaining({ amount: 25 }), expect.objectContaining({ amount: 25 })]);
      await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
      await dialog.getByRole('button', { name: 'Send a new code' }).waitFor();
      // An expected answer, not a failure: nothing logged as an error, nothing reported.
      expect(errorsLogged(recorded)).toEqual([]);
      await recorded.close();
    });
  }

  it('a code that never arrived: "Send a new code" is offered from the start and sends the payment again', async () => {
    const recorded = await harness.openPage(DEPOSIT);
    const { page } = recorded;
    await depositAwaitingCode(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await expect.poll(() => bodiesOf(recorded, SUBMIT_PATH).length).toBe(2);
    await dialog.getByRole('button', { name: 'Send a new code' }).and(page.locator(':enabled')).waitFor();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(bodiesOf(recorded, OTP_PATH)).toEqual([{ otp: '482915' }]);
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
      expect(bodiesOf(recorded, SUBMIT_PATH)).toHaveLength(3);
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
    expect(bodiesOf(recorded, SUBMIT_PATH)).toHaveLength(2);
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
    expect(bodiesOf(recorded, SUBMIT_PATH)).toHaveLength(1);
    await expect(resend.count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await performStep(page, { fill: 'Amount', value: '30' });
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await resend.waitFor();
    expect(bodiesOf(recorded, SUBMIT_PATH)).toEqual([expect.objectContaining({ amount: 25 }), expect.objectContaining({ amount: 30 })]);
    await recorded.close();
  });

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
      await expect.poll(() => bodiesOf(recorded, OTP_PATH)).toEqual([{ otp: '482915' }]);
      await page.waitForURL(/\/deposit\/deposit-success/);
      await recorded.close();
    });
  }

  for (const [look, options] of LOOKS) {
    it(`the focus rings of the code field and Confirm are whole, not cut by the scrolling part (${look})`, async () => {
      const recorded = await harness.openPage(`${DEPOSIT}${look === 'dark' ? '&theme=dark' : ''}`, options);
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
