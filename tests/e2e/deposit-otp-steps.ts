import type { Page } from 'playwright-core';
import type { RecordedPage } from './browser.ts';
import { performStep } from './scenario-steps.ts';

/** The M-Pesa deposit whose submit asks for a one-time code (deposit-otp-confirm), its code and submit calls. */
export const DEPOSIT = '/deposit?session_id=deposit-otp-confirm';
export const OTP_PATH = '/payments/groups/181/otp';
export const SUBMIT_PATH = '/payments/groups/181/submit';

/** What the page logged as an error (reportError: console.error, and the same to the error reporter). */
export const errorsLogged = (recorded: RecordedPage): string[] => recorded.console.filter((entry) => entry.type === 'error').map((entry) => entry.text);

/** Fills the M-Pesa deposit and sends it with Enter (any language): the server asks for a one-time code. */
export async function depositAwaitingCode(page: Page): Promise<void> {
  await performStep(page, { fill: 'Amount', value: '25' });
  await performStep(page, { fill: 'M-Pesa phone number', value: '+254712345678' });
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('textbox').waitFor();
}
