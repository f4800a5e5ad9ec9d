import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot, type OpenPageOptions } from './browser.ts';
import { performStep } from './scenario-steps.ts';

/** Opens a dialog whose one-time code field takes the focus as it appears. */
type Opener = (page: Page) => Promise<void>;

/** The deposit's code dialog (deposit-otp-confirm): the M-Pesa deposit sent, the server asks for a code. */
const depositCode: Opener = async (page) => {
  await performStep(page, { fill: 'Amount', value: '25' });
  await performStep(page, { fill: 'M-Pesa phone number', value: '+254712345678' });
  await page.locator('button[type="submit"]').click();
};

/** The new payout account's step (withdrawal-otp-verification), once a code was requested. */
const payoutCode: Opener = async (page) => {
  await performStep(page, { fill: 'Amount', value: '200' });
  await performStep(page, { fill: 'IBAN', value: 'PT50000201231234567890154' });
  await page.locator('button[type="submit"]').click();
  await page.locator('.modal button[data-autofocus]').click();
};

const DIALOGS = {
  deposit: ['/deposit/mpesa/?session_id=deposit-otp-confirm', depositCode],
  payout: ['/withdrawal?session_id=withdrawal-otp-verification', payoutCode],
} as const satisfies Record<string, readonly [string, Opener]>;

/** Dialog, window (common phones upright and on their side, desktops, a short frame), look. */
const CASES: readonly [keyof typeof DIALOGS, number, number, string, OpenPageOptions][] = [
  ['deposit', 360, 640, 'light', {}],
  ['deposit', 1280, 720, 'light', {}],
  ['deposit', 640, 300, 'light', {}],
  ['payout', 360, 640, 'light', {}],
  ['payout', 1280, 720, 'dark', { colorScheme: 'dark' }],
  ['payout', 915, 412, 'light', {}],
  ['payout', 915, 412, 'dark', { colorScheme: 'dark' }],
  ['payout', 360, 480, 'rtl', { dir: 'rtl' }],
  ['payout', 1280, 500, 'light', {}],
];

describe('a one-time code dialog opens with its code field in full view, focus ring included, clear of the scroll shade', () => {
  const harness = browserForTests();

  it.each(CASES)('%s code at %ix%i (%s)', async (dialog, width, height, look, options) => {
    const [address, open] = DIALOGS[dialog];
    const query = look === 'dark' ? '&theme=dark' : '';
    const recorded = await harness.openPage(`${address}${query}`, options);
    const { page } = recorded;
    await page.setViewportSize({ width, height });
    await open(page);
    const field = page.locator('.modal .code-form__input');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    // How far the field must stay inside the scrolling part's edges: its focus ring, and the shade drawn over an edge
    // with more beyond it.
    const room = await field.evaluate((input) => {
      const part = input.closest('.modal__scroll');
      const modal = input.closest('.modal');
      if (part === null || modal === null) throw new Error('the code field is in no dialog part');
      const style = getComputedStyle(input);
      const ring = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const shade = parseFloat(getComputedStyle(modal, '::after').height) || 0;
      const box = input.getBoundingClientRect();
      const shown = part.getBoundingClientRect();
      const more = { above: part.scrollTop > 0, below: part.scrollTop + part.clientHeight < part.scrollHeight };
      return {
        above: box.top - shown.top - (more.above ? Math.max(ring, shade) : ring),
        below: shown.bottom - box.bottom - (more.below ? Math.max(ring, shade) : ring),
      };
    });
    await screenshot(page, `code-field-${dialog}-${String(width)}x${String(height)}-${look}`);
    // Less than a pixel short is the part's whole-pixel scroll position under the field's fractional place.
    expect(room.above).toBeGreaterThan(-1);
    expect(room.below).toBeGreaterThan(-1);
    await recorded.close();
  });
});
