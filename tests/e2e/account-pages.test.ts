import type { BrowserContext, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { bodiesTo, browserForTests, LOOKS, screenshot, type RecordedPage } from './browser.ts';

const CARDS = '/cards?session_id=cards-management';
const STATUS = '/status?session_id=account-status';

const listCalls = (recorded: RecordedPage): number =>
  recorded.requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname.endsWith('/user-cards')).length;

describe('the account-management pages: /status, /status/success, /status/error, /support and /cards', () => {
  const harness = browserForTests();

  it('/status asks payments/status and moves to /status/success, saying the account is verified', async () => {
    const recorded = await harness.openPage(STATUS);
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Account verified' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/status/success');
    expect(new URL(page.url()).searchParams.get('session_id')).toBe('account-status');
    expect(recorded.requests.filter((request) => request.url.includes('/payments/status'))).toHaveLength(1);
    await recorded.close();
  });

  it('/status/error opened by hand is checked too: the server says verified, so it shows /status/success', async () => {
    const recorded = await harness.openPage('/status/error?session_id=account-status');
    await recorded.page.getByRole('heading', { name: 'Account verified' }).waitFor();
    expect(new URL(recorded.page.url()).pathname).toBe('/status/success');
    await recorded.close();
  });

  it('a failed status check says so and retries', async () => {
    const recorded = await harness.openPage(`${STATUS}&fault=status:502`);
    const { page } = recorded;
    await page.getByRole('alert').waitFor();
    const statusCalls = (): number => recorded.requests.filter((request) => request.url.includes('/payments/status')).length;
    expect(statusCalls()).toBe(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(statusCalls).toBe(2);
    await recorded.close();
  });

  it.each([
    ['/status/success', STATUS, 'Account verified'],
    ['/support', '/support?session_id=account-status', 'Support'],
  ])('%s is no dead end: "Back to payment methods" opens the withdrawal methods of the same session', async (_, address, heading) => {
    const recorded = await harness.openPage(address);
    const { page } = recorded;
    await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByRole('link', { name: 'Back to payment methods' }).click();
    await page.waitForURL((url) => url.pathname === '/withdrawal');
    expect(new URL(page.url()).searchParams.get('session_id')).toBe('account-status');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await recorded.close();
  });

  it('/support says how to reach support', async () => {
    const recorded = await harness.openPage('/support?session_id=account-status');
    await recorded.page.getByRole('heading', { name: 'Support' }).waitFor();
    await expect(recorded.page.getByText('Contact support through the site you came from.').isVisible()).resolves.toBe(true);
    await recorded.close();
  });

  it('/cards lists the saved cards and removes one only after the confirm popup (DELETE /user-cards, withholding_type Payment)', async () => {
    const recorded = await harness.openPage(CARDS);
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Saved cards' }).waitFor();
    await expect(page.getByRole('listitem').allTextContents()).resolves.toEqual(['Visa •••• 1111Expires 09/29Remove', 'Mastercard •••• 4444Expires 03/27Remove']);
    const remove = page.getByRole('button', { name: 'Remove Mastercard •••• 4444' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this card?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove Mastercard •••• 4444');
    expect(bodiesTo(recorded, 'DELETE', '/user-cards')).toEqual([]);
    await remove.click();
    await screenshot(page, 'cards-confirm');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Mastercard •••• 4444 has been removed.').waitFor();
    expect(bodiesTo(recorded, 'DELETE', '/user-cards')).toEqual([{ card_id: 'crd_2b64c0', withholding_type: 'Payment' }]);
    await expect.poll(() => page.getByRole('listitem').allTextContents()).toEqual(['Visa •••• 1111Expires 09/29Remove']);
    await screenshot(page, 'cards-removed');
    await recorded.close();
  });

  it('/cards works by keyboard alone', async () => {
    const recorded = await harness.openPage(CARDS);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Remove this card?' }).waitFor();
    // Focus starts on "Keep it": the safe choice; Tab reaches Remove.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Mastercard •••• 4444 has been removed.').waitFor();
    expect(bodiesTo(recorded, 'DELETE', '/user-cards')).toHaveLength(1);
    await recorded.close();
  });

  it('/cards keeps the focus in the popup while Removing…, then puts it on the heading once the card is gone', async () => {
    const recorded = await harness.openPage(CARDS);
    const { page } = recorded;
    const held: Route[] = [];
    await page.route(/\/user-cards$/, (route) => (route.request().method() === 'DELETE' ? void held.push(route) : route.fallback()));
    await page.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Remove this card?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).press('Enter');
    await expect.poll(() => held.length).toBe(1);
    await dialog.getByRole('button', { name: 'Removing…' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.modal') !== null)).toBe(true);
    // Keep cannot be used meanwhile, and looks it; Removing… is busy, not refused.
    const opacity = (name: string): Promise<string> => dialog.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).opacity);
    await expect(opacity('Keep it')).resolves.toBe('0.6');
    await expect(opacity('Removing…')).resolves.toBe('0.8');
    for (const route of held) await route.continue();
    await page.getByText('Mastercard •••• 4444 has been removed.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cards-title');
    await recorded.close();
  });

  it('/cards: a removal that times out is not called failed: the list is asked again and shows what the server has', async () => {
    // The DELETE is held unanswered, so it times out. The route is set before the page loads: set while the first list
    // call may still be on the wire (a loaded machine), it is the suspected cause of a count of 1 seen in full runs.
    const holdRemoval = async (context: BrowserContext): Promise<void> => {
      await context.route(/\/user-cards$/, (route) => (route.request().method() === 'DELETE' ? undefined : route.fallback()));
    };
    const recorded = await harness.openPage(`${CARDS}&request_timeout=2000`, { beforeOpen: holdRemoval });
    const { page } = recorded;
    await page.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('We could not confirm whether Mastercard •••• 4444 was removed.', { exact: false }).waitFor();
    await expect.poll(() => listCalls(recorded)).toBe(2);
    // The recording's second list no longer holds the card: the server had removed it.
    await expect.poll(() => page.getByRole('listitem').allTextContents()).toEqual(['Visa •••• 1111Expires 09/29Remove']);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await recorded.close();
  });

  it.each(['en', 'uk', 'ar'])('/cards at 360 px keeps the Remove label whole and wraps a long card name instead (%s)', async (lang) => {
    const card = { card_id: 'crd_long', last4: '4321', exp_month: '01', exp_year: '2030', brand: 'hipercard-internacional-platinum-business' };
    // Answered here, not by the recording, whose list answers the other tests of cards-management read in turn.
    const beforeOpen = async (context: BrowserContext): Promise<void> => {
      await context.route(/\/user-cards$/, (route) => route.fulfill({ json: { cards: [card] } }));
    };
    const recorded = await harness.openPage(`${CARDS}&lang=${lang}`, { beforeOpen });
    const { page } = recorded;
    await page.setViewportSize({ width: 360, height: 740 });
    const remove = page.getByRole('listitem').getByRole('button');
    await remove.waitFor();
    // One line box per label: a label broken mid-word ("Remo/ve") has two.
    const lines = (selector: string): Promise<number> =>
      page.locator(selector).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    expect(await lines('.account__card-remove')).toBe(1);
    expect(await lines('.account__card-name')).toBeGreaterThan(1);
    await screenshot(page, `cards-360-${lang}`);
    await recorded.close();
  });

  it.each(['en', 'ar'])('/cards at 320 px wraps a card name before its masked digits, never between "••••" and the last four (Visa •••• 1111, %s)', async (lang) => {
    const cards = [{ card_id: 'crd_visa', last4: '1111', exp_month: '09', exp_year: '2029', brand: 'visa' }];
    const beforeOpen = async (context: BrowserContext): Promise<void> => {
      await context.route(/\/user-cards$/, (route) => route.fulfill({ json: { cards } }));
    };
    const recorded = await harness.openPage(`${CARDS}&lang=${lang}`, { beforeOpen });
    const { page } = recorded;
    await page.setViewportSize({ width: 320, height: 640 });
    const name = page.locator('.account__card-name');
    await name.waitFor();
    // The line boxes of the name's text from "••••" to its end: one when the digits stay together.
    const digitLines = await name.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const at = node.textContent?.indexOf('••••') ?? -1;
        if (at >= 0) range.setStart(node, at);
      }
      range.setEndAfter(element.lastChild ?? element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    });
    await expect(name.textContent()).resolves.toContain('1111');
    expect(await name.evaluate((element) => element.getClientRects()[0]?.height ?? 0)).toBeGreaterThan(30);
    expect(digitLines).toBe(1);
    await screenshot(page, `cards-320-masked-digits-${lang}`);
    await recorded.close();
  });

  for (const [look, options, query] of LOOKS) {
    it(`has no axe violations on /status/success, /support, /cards and its confirm popup (${look})`, async () => {
      const status = await harness.openPage(`${STATUS}${query}`, options);
      await status.page.locator('[data-result="success"]').waitFor();
      await screenshot(status.page, `account-status-${look}`);
      expect(await axeViolations(status.page)).toEqual([]);
      await status.close();

      const support = await harness.openPage(`/support?session_id=account-status${query}`, options);
      await support.page.getByRole('heading').waitFor();
      expect(await axeViolations(support.page)).toEqual([]);
      await support.close();

      const cards = await harness.openPage(`${CARDS}${query}`, options);
      await cards.page.getByRole('listitem').first().waitFor();
      await screenshot(cards.page, `cards-${look}`);
      expect(await axeViolations(cards.page)).toEqual([]);
      await cards.page.getByRole('listitem').last().getByRole('button').click();
      const dialog = cards.page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await axeViolations(cards.page)).toEqual([]);
      // Removing the card reads the list again: the recording's two list answers are then both used, as after the
      // scenario itself, so the next reader of cards-management (scenarios.test.ts) starts from its first answer.
      await dialog.getByRole('button').last().click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => listCalls(cards)).toBe(2);
      await cards.close();
    });
  }
});
