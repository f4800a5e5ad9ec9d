import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';
import { cardFormPage } from './card-form-page.ts';
import { recordWithLateFiles, screenShiftsOf } from './layout-shifts.ts';

const SUBMIT_PATH = /\/payments\/groups\/101\/submit$/;
const USER_CARDS_PATH = /\/api\/cashier-service\/v1\.0\/user-cards$/;

describe('deposit with a saved card (deposit-saved-cards), end to end on recorded fixtures', () => {
  const harness = browserForTests();

  it('deletes a card, pays with the chosen one by card_id and CVV, and never sends a card number', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-saved-cards');
    const { page } = recorded;
    const cards = page.getByRole('radiogroup', { name: 'Card' });
    await expect(cards.getByRole('radio', { name: '•••• 1111 Visa 09/29' }).isChecked()).resolves.toBe(true);
    // The server's "New card" option and the widget's own are one choice.
    await expect(cards.getByRole('radio', { name: 'New card' }).count()).resolves.toBe(1);
    // A saved card is chosen: no card number, expiry or cardholder name to type, only the CVV.
    const form = cardFormPage(page);
    await expect(form.cardNumber.or(form.expiry).or(form.cardholderName).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Delete card Mastercard •••• 4444' }).click();
    const deleted = page.waitForRequest((request) => USER_CARDS_PATH.test(request.url()) && request.method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    expect(JSON.parse((await deleted).postData() ?? 'null')).toEqual({ card_id: 'crd_2b64c0', withholding_type: 'Payment' });
    await cards.getByRole('radio', { name: '•••• 4444 Mastercard 03/27' }).waitFor({ state: 'detached' });
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    // The delete button left with its card: the focus is on the chosen card, not lost to the page (WCAG 2.4.3).
    await expect(page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]') !== null)).resolves.toBe(true);

    await form.amount.fill('75');
    await form.cvv.fill('123');
    await screenshot(page, 'saved-card-form-filled');
    const submitted = page.waitForRequest(SUBMIT_PATH);
    await form.submit.click();
    const body = JSON.parse((await submitted).postData() ?? 'null') as { card_data?: Record<string, unknown>; parameters?: unknown };
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();

    expect(body.card_data).toEqual({ card_id: 'crd_7f3a91', cvv: '123' });
    expect(body.card_data).not.toHaveProperty('card_pan');
    expect(body.parameters).toEqual({});
    // Back from the success page opens the form again: the deleted card stays gone.
    await page.goBack();
    await cards.getByRole('radio', { name: '•••• 1111 Visa 09/29' }).waitFor();
    await expect(cards.getByRole('radio', { name: '•••• 4444 Mastercard 03/27' }).count()).resolves.toBe(0);
    expect(await recorded.cspViolations()).toEqual([]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('while the saved cards\' code loads, their rows are held empty: the fields below do not move when the cards appear', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-saved-cards', { beforeOpen: recordWithLateFiles(/\/assets\/saved-card-[\w-]+\.js$/) });
    const { page } = recorded;
    // The widget's stand-in, whatever it is, while its code is held.
    await page.locator('form [aria-busy="true"]').first().waitFor();
    await screenshot(page, 'saved-cards-placeholder');
    await page.getByRole('radiogroup', { name: 'Card' }).getByRole('radio', { name: '•••• 1111 Visa 09/29' }).waitFor();
    await page.waitForTimeout(300);
    await expect(screenShiftsOf(page)).resolves.toEqual([]);
    await recorded.close();
  });

  /** Deletes the Mastercard, confirmed, and waits for the error popup saying `text` (by default, it could not be deleted). */
  async function deleteRefused(page: Page, text = 'The card could not be deleted. Please try again later.'): Promise<{ mastercard: Locator; popup: Locator }> {
    const mastercard = page.getByRole('radiogroup', { name: 'Card' }).getByRole('radio', { name: '•••• 4444 Mastercard 03/27' });
    await mastercard.waitFor();
    await page.getByRole('button', { name: 'Delete card Mastercard •••• 4444' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const popup = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await popup.getByText(text).waitFor();
    return { mastercard, popup };
  }

  it('user-cards:500: the error popup says the card could not be deleted, with its code; Close returns; the card stays', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-saved-cards&fault=user-cards:500');
    const { page } = recorded;
    const { mastercard, popup } = await deleteRefused(page);
    await popup.getByText('Error code: FIXTURE_FAULT').waitFor();
    // A failed call is reported (the console, error reporting), as on the account pages.
    expect(recorded.console.filter(({ type, text }) => type === 'error' && text.includes('deleteUserCard'))).toHaveLength(1);
    await screenshot(page, 'saved-card-delete-failed');
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    await expect(mastercard.count()).resolves.toBe(1);
    await recorded.close();
  });

  it('a DELETE answering success: false is no deletion: the error popup says, as /cards does, the server refused and the card is still saved, and it stays; the server\'s answer is no error to report', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-saved-cards');
    const { page } = recorded;
    await page.route(USER_CARDS_PATH, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }) : route.fallback(),
    );
    const { mastercard, popup } = await deleteRefused(page, 'The payment server refused to remove Mastercard •••• 4444. It is still saved.');
    await expect(page.getByText('Card deleted').count()).resolves.toBe(0);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(mastercard.count()).resolves.toBe(1);
    // As the account pages' removal tells a refusal (removal-failure.ts): nothing to the console or error reporting.
    expect(recorded.console.filter(({ type }) => type === 'error')).toEqual([]);
    await recorded.close();
  });

  it('a DELETE answered 200 whose validator does not load is an unknown outcome: the popup says, as /cards does, it could not be confirmed, the saved cards are asked again, and the card they no longer hold leaves', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-saved-cards');
    const { page } = recorded;
    // The server removed it; the code that reads its answer never arrives (offline at that moment).
    await page.route(/\/assets\/userCardDeleted-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.route(USER_CARDS_PATH, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ cards: [{ card_id: 'crd_7f3a91', last4: '1111', exp_month: '09', exp_year: '2029', brand: 'visa' }] }) })
        : route.fallback(),
    );
    // Typed first: untyped, a chunk that fails reloads the page once (chunk-load.ts), which shows the list as it is.
    await cardFormPage(page).amount.fill('75');
    const lists = (): number => recorded.requests.filter((request) => request.method === 'GET' && USER_CARDS_PATH.test(request.url)).length;
    const before = lists();
    const { mastercard, popup } = await deleteRefused(page, 'We could not confirm whether Mastercard •••• 4444 was removed. Your saved cards are shown as they are now.');
    await screenshot(page, 'saved-card-delete-unknown');
    expect(lists()).toBe(before + 1);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(mastercard.count()).resolves.toBe(0);
    await expect(page.getByText('Card deleted').count()).resolves.toBe(0);
    await recorded.close();
  });
});
