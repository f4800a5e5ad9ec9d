import { describe, expect, it } from 'vitest';
import { translation as arabic } from '../../src/i18n/languages/ar.ts';
import { browserForTests, LOOKS, pathOf, screenshot } from './browser.ts';

/** The card withdrawal whose saved-card list (GET /user-cards) fails once (withdrawal-card). */
const CARDS_FAIL_ONCE = '/withdrawal?session_id=withdrawal-card&fault=user-cards:500*1';

describe('/withdrawal-cards when GET /user-cards fails', () => {
  const harness = browserForTests();

  it('the heading says the saved cards could not be loaded, not the cashier; Try again lists them', async () => {
    const recorded = await harness.openPage(CARDS_FAIL_ONCE);
    const { page } = recorded;
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'We could not load your saved cards' }).waitFor();
    expect(pathOf(page)).toBe('/withdrawal-cards');
    await expect(page.getByText('We could not load the cashier').count()).resolves.toBe(0);
    await expect(alert.getByRole('link', { name: 'All methods' }).getAttribute('href')).resolves.toMatch(/^\/withdrawal\?/);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Choose a card to withdraw to' }).waitFor();
    await expect(page.locator('.payout-card__name').allTextContents()).resolves.toEqual(['Visa •••• 1111', 'Mastercard •••• 4444']);
    await recorded.close();
  });

  it.each(LOOKS)('looks right in %s', async (look, options, query) => {
    const recorded = await harness.openPage(`${CARDS_FAIL_ONCE}${query}`, options);
    const { page } = recorded;
    await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    const heading = look === 'rtl' ? arabic.payout['APP.PAYOUT.CARDS_FAILED'] : 'We could not load your saved cards';
    await expect.poll(() => page.locator('#error-title').textContent()).toBe(heading);
    await screenshot(page, `payout-cards-failed-${look}`);
    await recorded.close();
  });
});
