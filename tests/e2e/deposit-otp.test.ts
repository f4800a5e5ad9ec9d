import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBrowser, type BrowserHarness, type RecordedPage } from './browser.ts';
import { performStep } from './scenario-steps.ts';

const DEPOSIT = '/deposit?session_id=deposit-otp-confirm';
const OTP_PATH = '/payments/groups/181/otp';

/** The bodies the page sent to calls whose path ends with `suffix`, in order. */
function bodiesOf(recorded: RecordedPage, suffix: string): unknown[] {
  return recorded.requests.filter((request) => new URL(request.url).pathname.endsWith(suffix)).map((request) => JSON.parse(request.postData ?? 'null'));
}

/** Fills the M-Pesa deposit and sends it with Enter (any language): the server asks for a one-time code. */
async function depositAwaitingCode(page: Page): Promise<void> {
  await performStep(page, { fill: 'Amount', value: '25' });
  await performStep(page, { fill: 'M-Pesa phone number', value: '+254712345678' });
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('textbox').waitFor();
}

describe('a payment one-time code (deposit OTP): no dead end, a clean code, a whole focus ring, no noise', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

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

});
