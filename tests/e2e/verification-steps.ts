import type { Locator, Page } from 'playwright-core';
import { performStep } from './scenario-steps.ts';

/** A withdrawal whose new IBAN needs a one-time code (withdrawal-otp-verification). */
export const WITHDRAWAL = '/withdrawal?session_id=withdrawal-otp-verification';

/** The same withdrawal whose first code send the server refuses in a 200 answer (withdrawal-otp-send-refused). */
export const SEND_REFUSED = '/withdrawal?session_id=withdrawal-otp-send-refused';

/** The same refusal carrying block_duration 30 (withdrawal-otp-send-blocked): the code may be asked for 30 s later. */
export const SEND_BLOCKED = '/withdrawal?session_id=withdrawal-otp-send-blocked';

/** A code sent, then the next send refused with block_duration 30 (withdrawal-otp-resend-blocked); the third one sends. */
export const RESEND_BLOCKED = '/withdrawal?session_id=withdrawal-otp-resend-blocked';

/** A withdrawal whose payout-account verification is blocked until 2099-12-31T23:59:00Z (withdrawal-account-blocked). */
export const BLOCKED = '/withdrawal?session_id=withdrawal-account-blocked';

export const path = (page: Page): string => new URL(page.url()).pathname;

/** Fills the withdrawal form with a new IBAN and continues: the verification step opens over the form. */
export async function continueWithNewAccount(page: Page): Promise<void> {
  await performStep(page, { fill: 'Amount', value: '200' });
  await performStep(page, { fill: 'IBAN', value: 'PT50000201231234567890154' });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm your new payout account' }).waitFor();
}

/**
 * The same by keyboard alone, in any language (no English names): Enter sends the form, and Enter again asks for the
 * first code from Request code, where the step puts the focus. The step's dialog.
 */
export async function requestCodeByKeyboard(page: Page): Promise<Locator> {
  await performStep(page, { fill: 'Amount', value: '200' });
  await performStep(page, { fill: 'IBAN', value: 'PT50000201231234567890154' });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.keyboard.press('Enter');
  return dialog;
}

/**
 * Opens the new account's step with the page's clock installed (its timers then run only when the test says so) and
 * asks for the first code: the step's dialog and its Request code button.
 */
export async function requestFirstCode(page: Page): Promise<{ dialog: Locator; request: Locator }> {
  await continueWithNewAccount(page);
  await page.clock.install();
  const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
  const request = dialog.getByRole('button', { name: 'Request code' });
  await request.click();
  return { dialog, request };
}

/** What a screen reader reads after a control's name: the text of the elements its aria-describedby names. */
export function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}
