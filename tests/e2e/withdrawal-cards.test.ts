import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot, type BrowserHarness, type RecordedPage } from './browser.ts';

const MASTERCARD = 'Delete the Mastercard card ending in 4444';

/** Opens the withdrawal method list (with `query` added) and the card method's saved-card list. */
async function openCardList(harness: BrowserHarness, query = ''): Promise<RecordedPage> {
  const recorded = await harness.openPage(`/withdrawal?session_id=withdrawal-card${query}`);
  await recorded.page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
  return recorded;
}

/** Routes the page's `method` calls to /user-cards through `handle`; every other call goes on as recorded. */
async function routeUserCards(page: Page, method: string, handle: (route: Route) => void): Promise<void> {
  await page.route(/\/user-cards$/, (route) => (route.request().method() === method ? handle(route) : void route.fallback()));
}

const calls = (recorded: RecordedPage, method: string): number =>
  recorded.requests.filter((request) => request.method === method && new URL(request.url).pathname.endsWith('/user-cards')).length;

describe('/withdrawal-cards: deleting a card and the list failing, as on /cards', () => {
  const harness = browserForTests();

  it('while a card is deleted the dialog says Deleting… with its buttons disabled, the card cannot be chosen, and one DELETE is sent', async () => {
    const recorded = await openCardList(harness);
    const { page } = recorded;
    const held: Route[] = [];
    await routeUserCards(page, 'DELETE', (route) => void held.push(route));
    await page.getByRole('button', { name: MASTERCARD }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this card?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => held.length).toBe(1);
    await expect(dialog.getByRole('button', { name: 'Deleting…' }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /^Mastercard •••• 4444/ }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: MASTERCARD }).isDisabled()).resolves.toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.modal') !== null)).toBe(true);
    await screenshot(page, 'withdrawal-cards-deleting');
    // Escape cannot call a deletion back: the dialog stays until the server answers.
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(true);
    for (const route of held) await route.continue();
    await page.getByText('The card Mastercard •••• 4444 was deleted.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('payout-cards-title');
    expect(calls(recorded, 'DELETE')).toBe(1);
    await recorded.close();
  });

  it('the Delete button of the confirm dialog is drawn in the danger colour', async () => {
    const recorded = await openCardList(harness);
    const { page } = recorded;
    await page.getByRole('button', { name: MASTERCARD }).click();
    const remove = page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true });
    const [background, danger] = await remove.evaluate((button) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--danger)';
      button.append(probe);
      const colours = [getComputedStyle(button).backgroundColor, getComputedStyle(probe).color];
      probe.remove();
      return colours;
    });
    expect(background).toBe(danger);
    await recorded.close();
  });

  it('a failed deletion says why, as /cards does', async () => {
    const recorded = await openCardList(harness);
    const { page } = recorded;
    await routeUserCards(page, 'DELETE', (route) => void route.continue({ headers: { ...route.request().headers(), 'x-fixture-fault': 'user-cards:502' } }));
    await page.getByRole('button', { name: MASTERCARD }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'The card could not be deleted. The payment server could not handle the request. Try again in a moment.',
    );
    await expect(page.getByRole('button', { name: MASTERCARD }).isEnabled()).resolves.toBe(true);
    await recorded.close();
  });

  it('a deletion that times out is not called failed: the list is asked again and shows what the server has', async () => {
    const recorded = await openCardList(harness, '&request_timeout=2000');
    const { page } = recorded;
    await routeUserCards(page, 'DELETE', () => undefined);
    await page.getByRole('button', { name: MASTERCARD }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('We could not confirm whether the card Mastercard •••• 4444 was deleted.', { exact: false }).waitFor();
    await expect.poll(() => calls(recorded, 'GET')).toBe(2);
    // The recording's second list no longer holds the card: the server had deleted it.
    await expect.poll(() => page.getByRole('button', { name: MASTERCARD }).count()).toBe(0);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await recorded.close();
  });

  it('a list that fails to load offers Try again and the way back to all methods', async () => {
    const recorded = await openCardList(harness, '&fault=user-cards:500*1');
    const { page } = recorded;
    const alert = page.getByRole('alert');
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    await alert.getByRole('link', { name: 'All methods' }).click();
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/withdrawal');
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    await page.getByRole('button', { name: MASTERCARD }).waitFor();
    await recorded.close();
  });
});
