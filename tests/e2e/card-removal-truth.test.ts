import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';

const CARDS = [
  { card_id: 'crd_7f3a91', last4: '1111', exp_month: '09', exp_year: '2029', brand: 'visa', is_card_token_active: true },
  { card_id: 'crd_2b64c0', last4: '4444', exp_month: '03', exp_year: '2027', brand: 'mastercard', is_card_token_active: true },
];

/**
 * Answers every /user-cards call of the page from its first (the recordings' lists, read in turn by other tests, are
 * left alone): the list always holds both cards, whatever DELETE answers (`deleteAnswer`).
 */
async function serverKeepsCards(context: BrowserContext, deleteAnswer: object): Promise<void> {
  await context.route(/\/user-cards$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(route.request().method() === 'DELETE' ? deleteAnswer : { cards: CARDS }) }),
  );
}

const focusedLabel = (page: Page): Promise<string | null | undefined> => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** The two pages that share the removal, each with how to reach its list and the words of its Delete button and sentences. */
const PAGES = [
  {
    name: '/cards',
    address: '/cards?session_id=cards-management',
    reach: async (): Promise<void> => undefined,
    remove: 'Remove Mastercard •••• 4444',
    confirm: 'Remove',
    removed: 'Mastercard •••• 4444 has been removed.',
    refused: 'The payment server refused to remove Mastercard •••• 4444. It is still saved.',
    rows: (page: Page): Promise<string[]> => page.locator('.account__card-name').allTextContents(),
  },
  {
    name: '/withdrawal-cards',
    address: '/withdrawal?session_id=withdrawal-card',
    reach: (page: Page): Promise<void> => page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click(),
    remove: 'Delete the Mastercard card ending in 4444',
    confirm: 'Delete',
    removed: 'The card Mastercard •••• 4444 was deleted.',
    refused: 'The payment server refused to delete the card Mastercard •••• 4444. It is still saved.',
    rows: (page: Page): Promise<string[]> => page.locator('.payout-card__name').allTextContents(),
  },
] as const;

describe('a saved card\'s removal trusts the server: a refusal is said, and the list asked again is what shows', () => {
  const harness = browserForTests();

  it.each(PAGES)('$name: DELETE answering success: false is a refusal: the card stays listed and the page says the server refused', async (target) => {
    const recorded = await harness.openPage(target.address, { beforeOpen: (context) => serverKeepsCards(context, { success: false }) });
    const { page } = recorded;
    await target.reach(page);
    const remove = page.getByRole('button', { name: target.remove });
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: target.confirm, exact: true }).click();
    await page.getByRole('alert').getByText(target.refused).waitFor();
    await expect(page.getByText(target.removed).count()).resolves.toBe(0);
    await expect(target.rows(page)).resolves.toEqual(['Visa •••• 1111', 'Mastercard •••• 4444']);
    // The card is still there, and so is the button that opened the dialog: the focus goes back to it.
    await expect.poll(() => focusedLabel(page)).toBe(target.remove);
    await screenshot(page, `card-removal-refused${target.name.replace('/', '-')}`);
    await recorded.close();
  });

  it.each(PAGES)('$name: a card the list asked again after a confirmed removal still holds stays listed, and is not called removed', async (target) => {
    const recorded = await harness.openPage(target.address, { beforeOpen: (context) => serverKeepsCards(context, { success: true }) });
    const { page } = recorded;
    await target.reach(page);
    await page.getByRole('button', { name: target.remove }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: target.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('alert').getByText(target.refused).waitFor();
    await expect(page.getByText(target.removed).count()).resolves.toBe(0);
    await expect(target.rows(page)).resolves.toEqual(['Visa •••• 1111', 'Mastercard •••• 4444']);
    const lists = recorded.requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname.endsWith('/user-cards'));
    expect(lists.length).toBeGreaterThanOrEqual(2);
    await recorded.close();
  });
});

describe('a removal is said alike on both pages: the sentence comes in a status region that was on the page before it', () => {
  const harness = browserForTests();

  it.each(PAGES)('$name: the removed sentence is read out from the status region that was there, empty, before the removal', async (target) => {
    const recorded = await harness.openPage(target.address);
    const { page } = recorded;
    await target.reach(page);
    await page.getByRole('button', { name: target.remove }).click();
    // A screen reader reads out a change in a live region it knows, not a region that comes with its text: the regions on
    // the page before the confirm are marked, and the sentence must come in one of them.
    await page.locator('[role="status"], [aria-live]').evaluateAll((regions) => regions.forEach((region) => region.setAttribute('data-before-removal', '')));
    await page.getByRole('alertdialog').getByRole('button', { name: target.confirm, exact: true }).click();
    const announced = page.getByRole('status').filter({ hasText: target.removed });
    await announced.waitFor();
    await expect(announced.count()).resolves.toBe(1);
    await expect(announced.textContent()).resolves.toBe(target.removed);
    await expect(announced.getAttribute('data-before-removal')).resolves.toBe('');
    await screenshot(page, `card-removal-announced${target.name.replace('/', '-')}`);
    await recorded.close();
  });
});
