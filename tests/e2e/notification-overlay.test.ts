import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, LOOKS, screenshot, type OpenPageOptions } from './browser.ts';
import { forgetShifts, recordLayoutShifts, screenShiftsOf } from './layout-shifts.ts';

const baseUrl = inject('baseUrl');
/** deposit-card-success in a session of its own: a notification pushed here reaches no other test's page. */
const SESSION = 'deposit-notice-on-form';
const NOTICE = 'Card deposits may take up to 10 minutes to show in your balance today.';

/** Pushes a notification for the method list and every deposit form on the session's open channels. */
async function pushNotice(key: string): Promise<void> {
  const response = await fetch(new URL('/fixtures/realtime/push', baseUrl), {
    method: 'POST',
    headers: { 'x-session-id': SESSION },
    body: JSON.stringify({ event: 'notification', data: { key, text: NOTICE, categories: ['main', 'deposit_form'] } }),
  });
  expect(((await response.json()) as { delivered: number }).delivered).toBeGreaterThan(0);
}

/** Whether the element is drawn on top at its centre, within the window: seen, not under the notice. */
const onTop = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    return y >= 0 && y <= window.innerHeight && node.contains(document.elementFromPoint(x, y));
  });


describe('a notification that arrives moves nothing of the cashier (360 px)', () => {
  const harness = browserForTests();

  /** The card form of the session, 360 px wide, its realtime channel subscribed, the user typing a card number. */
  async function typingOnTheCardForm(options: OpenPageOptions, query: string): Promise<{ page: Page; close: () => Promise<void>; field: Locator }> {
    const recorded = await harness.openPage(`/deposit?session_id=${SESSION}${query}`, { ...options, beforeOpen: recordLayoutShifts });
    const { page } = recorded;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.locator('.method').first().click();
    const field = page.locator('input[autocomplete="cc-number"]');
    await page.locator('.notifications[data-subscription="subscribed"]').waitFor({ state: 'attached', timeout: 15_000 });
    await field.click();
    await field.pressSequentially('4111 1111');
    // Only what the notification moves: on a loaded machine the form's own load may still be reported late (red once so).
    await forgetShifts(page);
    return { page, field, close: () => recorded.close() };
  }

  it.each(LOOKS)('%s: while the user types, the notice is read out, the form stays put and the field stays in view', async (look, options, query) => {
    const { page, field, close } = await typingOnTheCardForm(options, query);
    try {
      await pushNotice(`typing-${look}`);
      const panel = page.locator('.notifications');
      await panel.getByRole('status').getByText(NOTICE).waitFor();
      await page.waitForTimeout(300);
      await expect(screenShiftsOf(page)).resolves.toEqual([]);
      await expect(onTop(field)).resolves.toBe(true);
      await screenshot(page, `notification-while-typing-${look}`);
      // Out of the field, it shows at the bottom edge over the page, still without moving it; its button takes the keyboard.
      await page.locator('h1').click();
      await expect(onTop(panel.locator('.notifications__latest'))).resolves.toBe(true);
      await expect(screenShiftsOf(page)).resolves.toEqual([]);
      await screenshot(page, `notification-over-the-form-${look}`);
      await panel.locator('.notifications__toggle').focus();
      await page.keyboard.press('Enter');
      await expect(panel.locator('.notifications__toggle').getAttribute('aria-expanded')).resolves.toBe('true');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('on the method list, the notice shows in view and the list does not move', async () => {
    const recorded = await harness.openPage(`/deposit?session_id=${SESSION}`, { beforeOpen: recordLayoutShifts });
    const { page } = recorded;
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.locator('.notifications[data-subscription="subscribed"]').waitFor({ state: 'attached', timeout: 15_000 });
      await page.waitForTimeout(600);
      await pushNotice('list');
      await page.locator('.notifications__latest').getByText(NOTICE).waitFor();
      await page.waitForTimeout(300);
      await expect(screenShiftsOf(page)).resolves.toEqual([]);
      await expect(onTop(page.locator('.notifications__latest'))).resolves.toBe(true);
      await screenshot(page, 'notification-on-the-list');
    } finally {
      await recorded.close();
    }
  });
});
