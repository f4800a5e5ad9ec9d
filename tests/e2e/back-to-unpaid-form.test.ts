import { describe, expect, it } from 'vitest';
import { browserForTests, pathOf, screenshot } from './browser.ts';
import { CARD, cardFormPage, openCardForm, valuesOf } from './card-form-page.ts';

/** The amount field's digits, whatever the language groups them with. */
const digitsOf = async (value: Promise<string>): Promise<string> => (await value).replace(/\D/g, '');

describe('browser Back to the form of a payment that did not go through shows the amount typed', () => {
  const harness = browserForTests();

  it.each([
    { look: 'light', query: '', colorScheme: 'light' as const },
    { look: 'ar-dark', query: '&lang=ar&theme=dark', colorScheme: 'dark' as const },
  ])('deposit-card-3ds ($look): Back from the issuer page shows 125, not the preset 50; the card is typed again', async ({ look, query, colorScheme }) => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-3ds', query);
    const { page } = recorded;
    await page.emulateMedia({ colorScheme });
    await form.fill({ ...valuesOf('visa', '125'), cardNumber: CARD });
    // The submit button's words are the language's: Enter sends the form in any of them.
    await form.cardholderName.press('Enter');
    await page.getByRole('heading', { name: /Test issuer/ }).waitFor();
    await page.goBack();
    await form.cardNumber.waitFor();
    await expect(digitsOf(form.amount.inputValue())).resolves.toBe('125');
    // Card data is never stored (PCI): it is typed again.
    expect(await form.cardNumber.inputValue()).toBe('');
    expect(await form.cvv.inputValue()).toBe('');
    await screenshot(page, `back-from-issuer-${look}`);
    await recorded.close();
  });

  it('deposit-card-decline: Back from the decline page shows 8 000 JPY, not the preset 5 000; "Change method" then starts the form at the preset', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-decline');
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '8000'));
    await form.submit.click();
    await page.getByRole('heading', { name: 'Payment declined' }).waitFor();
    await page.goBack();
    await form.cardNumber.waitFor();
    expect(pathOf(page)).toBe('/deposit/card_jp/');
    await expect(digitsOf(form.amount.inputValue())).resolves.toBe('8000');
    await expect(form.submit.innerText()).resolves.toMatch(/^Deposit 8\s000\sJPY$/);
    expect(await form.cardNumber.inputValue()).toBe('');
    await screenshot(page, 'back-from-decline');
    // Forward to the decline, then elsewhere: the user chose to start again.
    await page.goForward();
    await page.getByRole('button', { name: 'Change method' }).click();
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    await form.cardNumber.waitFor();
    await expect(digitsOf(form.amount.inputValue())).resolves.toBe('5000');
    await recorded.close();
  });
});
