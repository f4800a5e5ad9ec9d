import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bodiesTo, browserForTests, screenshot } from './browser.ts';

/** Presses Tab until the focused element's text or accessible label matches, as a keyboard user would move. */
async function tabTo(page: Page, name: RegExp, limit = 25): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (element === null) return '';
      const labelled = element.id === '' ? null : document.querySelector(`label[for="${CSS.escape(element.id)}"]`);
      return `${element.getAttribute('aria-label') ?? ''} ${labelled?.textContent ?? ''} ${element.textContent ?? ''}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

describe('withdrawal (payout) flow, to a card (issue 11)', () => {
  const harness = browserForTests();

  it('a card method opens the saved-card list; a card is deleted only after confirming; the chosen card is withdrawn to', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-card');
    const { page } = recorded;
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    await page.getByRole('heading', { name: 'Choose a card to withdraw to' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/withdrawal-cards');
    await expect(page.getByRole('button', { name: /•••• / }).allTextContents()).resolves.toEqual([
      'Visa •••• 1111 expires 09/29',
      'Mastercard •••• 4444 expires 03/27',
    ]);

    await page.getByRole('button', { name: 'Delete the Mastercard card ending in 4444' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this card?' });
    await expect(confirm.textContent()).resolves.toContain('You will no longer be able to withdraw to Mastercard •••• 4444');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(bodiesTo(recorded, 'DELETE', '/user-cards')).toEqual([]);
    await page.getByRole('button', { name: 'Delete the Mastercard card ending in 4444' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'deleted' }).textContent()).resolves.toBe('The card Mastercard •••• 4444 was deleted.');
    await expect(page.getByRole('button', { name: /Mastercard •••• 4444/ }).count()).resolves.toBe(0);
    // The deleted card's row took its buttons along: the heading holds the focus, not <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('payout-cards-title');
    expect(bodiesTo(recorded, 'DELETE', '/user-cards')).toEqual([{ card_id: 'crd_2b64c0', withholding_type: 'Payment' }]);
    await screenshot(page, 'withdrawal-cards-after-delete');

    await page.getByRole('button', { name: /Visa •••• 1111/ }).click();
    await page.getByRole('heading', { name: 'Visa / Mastercard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/withdrawal/card/');
    // The select answer's preset (100 EUR) is within the limits: the withdrawal clamp keeps it.
    await expect(page.getByRole('textbox', { name: 'Amount' }).inputValue()).resolves.toBe('100');
    await expect(page.getByRole('radio', { name: /1111/ }).isChecked()).resolves.toBe(true);
    // The card deleted on the list is not offered on the form: its select answer was asked again after the deletion.
    await expect(page.getByRole('radio', { name: /4444/ }).count()).resolves.toBe(0);
    await page.getByRole('textbox', { name: 'Amount' }).fill('150');
    await page.getByRole('button', { name: /^Withdraw/ }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/withdrawal/withdrawal-success');
    const [submitted] = bodiesTo(recorded, 'POST', '/payouts/groups/501/submit');
    expect(submitted).toMatchObject({ amount: 150, currency: 'EUR', card_data: { card_id: 'crd_7f3a91' }, is_new_payout_account: false });
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('in Arabic, "All methods" reads the same on the card list, the form and the result page', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-card', { dir: 'rtl' });
    const { page } = recorded;
    const backLink = page.locator('.back-link');
    await page.locator('.method').first().click();
    await page.locator('.payout-card').first().waitFor();
    const onCardList = await backLink.textContent();
    await page.locator('.payout-card').first().click();
    await page.locator('form').waitFor();
    const onForm = await backLink.textContent();
    await page.locator('input[inputmode="decimal"]').fill('150');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/withdrawal/withdrawal-success**');
    const onResult = await page.locator('.status__actions button').last().textContent();
    expect([onCardList, onForm, onResult]).toEqual(['جميع الطرق', 'جميع الطرق', 'جميع الطرق']);
    await recorded.close();
  });

  it('a card method that allows no new card says so on its card list, with a link to its support', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-card');
    const { page } = recorded;
    await recorded.context.route('**/payouts/groups/*/select', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as Record<string, unknown>), allow_new_payout_account: false } });
    });
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    await page.getByText('You cannot add a new card for this method. Contact support to withdraw.').waitFor();
    await expect(page.getByRole('button', { name: 'Add a new card' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).resolves.toBe('https://support.example.com/payouts');
    await screenshot(page, 'withdrawal-cards-no-new-card');
    await recorded.close();
  });

  it('a payout is done with the keyboard alone: method, card, amount, Withdraw', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-card');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Choose a withdrawal method' }).waitFor();
    await tabTo(page, /Visa \/ Mastercard/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Choose a card to withdraw to' }).waitFor();
    await tabTo(page, /Visa •••• 1111/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Visa / Mastercard' }).waitFor();
    await tabTo(page, /Amount/);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('120');
    await tabTo(page, /^\s*Withdraw/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    const [submitted] = bodiesTo(recorded, 'POST', '/payouts/groups/501/submit');
    expect(submitted).toMatchObject({ amount: 120, card_data: { card_id: 'crd_7f3a91' } });
    await recorded.close();
  });
});
