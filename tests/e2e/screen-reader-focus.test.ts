import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForTests, SCREEN_TIMEOUT_MS } from './browser.ts';

/** What a screen reader can reach: the named controls and headings of Chromium's accessibility tree, as `role name`. */
async function readable(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send('Accessibility.getFullAXTree');
  await session.detach();
  return nodes
    .filter((node) => node.ignored !== true && ['button', 'link', 'heading', 'textbox'].includes(String(node.role?.value)))
    .map((node) => `${String(node.role?.value)} ${String(node.name?.value ?? '')}`);
}

/** The focused element as a screen reader names it (tag and text), `BODY` when the focus is on nothing. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element === null || element === document.body ? 'BODY' : `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`;
  });

describe('keyboard and screen reader', () => {
  const harness = browserForTests();

  it('a dialog is modal to a screen reader too: the form below is out of reach while it is open, and back once it closes', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-betshop');
    const { page } = recorded;
    const cell = page.getByRole('button', { name: /^Betting shop/ });
    await cell.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Betting shop' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    const inDialog = await readable(page);
    expect(inDialog).toEqual(expect.arrayContaining(['heading Betting shop', 'button Close', expect.stringMatching(/^button Lisboa/)]));
    expect(inDialog.filter((entry) => /Cash at a betting shop|All methods|^textbox Amount|^button Deposit/.test(entry))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('BUTTON Choose a betting shop');
    expect(await readable(page)).toEqual(expect.arrayContaining(['heading Cash at a betting shop', 'textbox Amount', expect.stringMatching(/^button Deposit/)]));
    await recorded.close();
  });

  it('"Stay on this page" leaves the focus on the result page\'s heading, not on <body>', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-otp-confirm');
    const { page } = recorded;
    await page.getByRole('textbox', { name: 'M-Pesa phone number' }).fill('+254712345678');
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await page.getByRole('textbox', { name: 'Code' }).fill('482915');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const stay = page.getByRole('button', { name: 'Stay on this page' });
    await stay.waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await stay.focus();
    await page.keyboard.press('Enter');
    await stay.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('H1 Deposit successful');
    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toBe('BUTTON Back to the game');
    await recorded.close();
  });

  it('a toast dismissed with the keyboard gives the focus back to where it came from, not to <body>', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-saved-cards');
    const { page } = recorded;
    await page.getByRole('button', { name: 'Delete card Mastercard •••• 4444' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Card deleted' });
    await toast.waitFor({ timeout: SCREEN_TIMEOUT_MS });
    const submit = page.getByRole('button', { name: /^Deposit/ });
    await submit.focus();
    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toBe('BUTTON Dismiss');
    await page.keyboard.press('Enter');
    await toast.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(/^BUTTON Deposit 50.00\sEUR$/);
    await recorded.close();
  });

  it('the focused country of the phone field\'s list shows its whole focus ring, inside the scrolling list that clips', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-phone');
    const { page } = recorded;
    await page.getByRole('button', { name: 'Country: not chosen' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('searchbox').waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await page.keyboard.type('Kenya');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatch(/Kenya/);
    // The ring's outer edge (outline offset + width around the row) must lie within the list's visible box.
    const overflow = await page.evaluate(() => {
      const option = document.activeElement as HTMLElement;
      const list = option.closest('ul') as HTMLElement;
      const style = getComputedStyle(option);
      const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const ring = option.getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return Math.max(box.left - (ring.left - reach), ring.right + reach - box.right, box.top - (ring.top - reach), ring.bottom + reach - box.bottom, 0);
    });
    expect(overflow).toBe(0);
    await recorded.close();
  });
});
