import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBrowser, type BrowserHarness, type OpenPageOptions, type RecordedPage } from './browser.ts';
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
