import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { screenshot, startBrowser, type BrowserHarness, type OpenPageOptions, type RecordedPage } from './browser.ts';

const NBSP = '\u00a0';

/** The JSON bodies the page sent to a call whose path ends with `suffix`, in order. */
function bodiesTo(recorded: RecordedPage, method: string, suffix: string): unknown[] {
  return recorded.requests
    .filter((request) => request.method === method && new URL(request.url).pathname.endsWith(suffix))
    .map((request) => (request.postData === null ? null : JSON.parse(request.postData)));
}

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

describe('withdrawal (payout) flow: issue 11 items 1, 2, 3, 6, 7 and 8', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

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

  it('an amount above the balance shows CASHIER.PH2.ERROR_MESSAGE.1206 as a sentence and sends nothing; the server\'s 1206 shows only that sentence', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-above-balance');
    const { page } = recorded;
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('100');
    await page.getByRole('button', { name: /^Withdraw/ }).click();
    await page.getByText('The amount is more than your balance').waitFor();
    await expect(page.getByText('CASHIER.PH2.ERROR_MESSAGE.1206').count()).resolves.toBe(0);
    await expect(amount.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(bodiesTo(recorded, 'POST', '/submit')).toEqual([]);
    await amount.fill('40');
    await page.getByRole('button', { name: /^Withdraw/ }).click();
    // Within the balance the form sends; the recording still answers 422 code 1206: the same sentence, on the amount,
    // and nothing more: "could not be sent … try again" would ask for a retry that cannot succeed.
    await expect.poll(() => bodiesTo(recorded, 'POST', '/submit').length).toBe(1);
    await page.locator('.field__error').filter({ hasText: 'The amount is more than your balance' }).waitFor();
    await expect(page.getByText('CASHIER.PH2.ERROR_MESSAGE.1206').count()).resolves.toBe(0);
    await expect(page.locator('.form-failure').count()).resolves.toBe(0);
    await expect(page.getByText('could not be sent').count()).resolves.toBe(0);
    await recorded.close();
  });

  it('a payout account is chosen from the saved ones, or a new one is typed (is_new_payout_account), then Continue', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-payout-accounts');
    const { page } = recorded;
    const account = page.getByRole('combobox', { name: 'Payout account' });
    await expect(account.inputValue()).resolves.toBe('req_1181');
    await page.getByRole('button', { name: 'Add a new account' }).click();
    const typed = page.getByRole('textbox', { name: 'Payout account' });
    await expect(typed.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await typed.fill('DE89370400440532013000');
    await page.getByRole('textbox', { name: 'Amount' }).fill('300');
    await screenshot(page, 'withdrawal-payout-account-new');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Withdrawal declined' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/withdrawal/withdrawal-error');
    const [submitted] = bodiesTo(recorded, 'POST', '/payouts/groups/511/submit');
    expect(submitted).toMatchObject({ amount: 300, parameters: { payout_account: 'DE89370400440532013000' }, is_new_payout_account: true });
    await recorded.close();
  });

  it.each([
    ['the submit', '/withdrawal?session_id=withdrawal-payout-accounts&fault=submit:500', 'Payout account', '/payouts/groups/511/submit'],
    ['the new account\'s create call', '/withdrawal?session_id=withdrawal-otp-verification&fault=create:500', 'IBAN', '/requisite/create'],
  ])('%s failing says the withdrawal could not be sent, never "payment"', async (_, path, accountLabel, call) => {
    const recorded = await harness.openPage(path);
    const { page } = recorded;
    await page.getByRole('textbox', { name: 'Amount' }).waitFor();
    // A form with saved accounts offers the new one behind "Add a new account"; one without asks for it at once.
    const newAccount = page.getByRole('button', { name: 'Add a new account' });
    if ((await newAccount.count()) > 0) await newAccount.click();
    await page.getByRole('textbox', { name: accountLabel }).fill('PT50000201231234567890154');
    await page.getByRole('textbox', { name: 'Amount' }).fill('300');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const failure = page.locator('.form-failure');
    await failure.waitFor();
    await expect(failure.textContent()).resolves.toBe(
      'The withdrawal could not be sent. The payment server could not handle the request. Try again in a moment. Your details are still here.',
    );
    await expect(page.getByText('The payment could not be sent', { exact: false }).count()).resolves.toBe(0);
    expect(bodiesTo(recorded, 'POST', call)).toHaveLength(1);
    await recorded.close();
  });

  it('a new account left empty says "This field is required" right under its input, above "Choose a saved account"', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-payout-accounts');
    const { page } = recorded;
    await page.getByRole('button', { name: 'Add a new account' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('300');
    await page.getByRole('button', { name: 'Continue' }).click();
    const error = page.locator('.field__error').filter({ hasText: 'This field is required' });
    await error.waitFor();
    const input = page.getByRole('textbox', { name: 'Payout account' });
    const [inputBox, errorBox, switchBox] = await Promise.all([
      input.boundingBox(),
      error.boundingBox(),
      page.getByRole('button', { name: 'Choose a saved account' }).boundingBox(),
    ]);
    if (inputBox === null || errorBox === null || switchBox === null) throw new Error('the account field is not laid out');
    expect(errorBox.y).toBeGreaterThanOrEqual(inputBox.y + inputBox.height);
    expect(switchBox.y).toBeGreaterThanOrEqual(errorBox.y + errorBox.height);
    await expect(input.getAttribute('aria-describedby')).resolves.toContain(await error.getAttribute('id'));
    expect(bodiesTo(recorded, 'POST', '/submit')).toEqual([]);
    await screenshot(page, 'withdrawal-payout-account-required');
    await recorded.close();
  });

  it('a saved payout account is sent as it is (is_new_payout_account false)', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-payout-accounts');
    const { page } = recorded;
    await page.getByRole('combobox', { name: 'Payout account' }).selectOption('req_1194');
    await page.getByRole('textbox', { name: 'Amount' }).fill('300');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Withdrawal declined' }).waitFor();
    const [submitted] = bodiesTo(recorded, 'POST', '/payouts/groups/511/submit');
    expect(submitted).toMatchObject({ parameters: { payout_account: 'req_1194' }, is_new_payout_account: false });
    await recorded.close();
  });

  it('with verification disabled for a new account and none saved, the account field is locked with one sentence and Continue is off', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-new-account-disabled');
    const { page } = recorded;
    const account = page.getByRole('combobox', { name: 'Payout account' });
    await expect(account.isDisabled()).resolves.toBe(true);
    await expect(account.locator('option').first().textContent()).resolves.toBe('No saved accounts yet');
    await page.getByText('You cannot add a new account for this method. Contact support to withdraw.').waitFor();
    await expect(page.getByRole('button', { name: 'Add a new account' }).count()).resolves.toBe(0);
    // The form can never be sent: Continue is off, and Enter in the amount (the form's implicit submit) sends nothing.
    await expect(page.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByRole('textbox', { name: 'Amount' }).press('Enter');
    // One red sentence, the lock's: no "required" on a field the user cannot fill, no empty-list message beside it.
    await expect(page.locator('.field__error p, p.field__error').allTextContents()).resolves.toEqual([
      'You cannot add a new account for this method. Contact support to withdraw.',
    ]);
    await expect(account.getAttribute('aria-describedby')).resolves.toContain('root_payout_account__error');
    expect(bodiesTo(recorded, 'POST', '/submit')).toEqual([]);
    // "Contact support" is a link to the method's support_url, in a new window so the form stays.
    const support = page.getByRole('link', { name: 'Contact support' });
    await expect(support.getAttribute('href')).resolves.toBe('https://support.example.com/payouts');
    await expect(support.getAttribute('target')).resolves.toBe('_blank');
    await screenshot(page, 'withdrawal-new-account-disabled');
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
    const onResult = await page.locator('.result-actions button').last().textContent();
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

  it('a betting shop is chosen in the /betshop-withdrawal modal, shown in its cell with its hours, and sent', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-betshop');
    const { page } = recorded;
    await page.getByRole('textbox', { name: 'Amount' }).fill('60');
    await page.getByRole('button', { name: /^Betting shop/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/betshop-withdrawal');
    await dialog.getByRole('button', { name: /^Lisboa/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/withdrawal/betshop_cash/');
    const cell = page.getByRole('button', { name: /^Betting shop/ });
    await expect(cell.textContent()).resolves.toContain('Lisboa — Rua Augusta 120');
    await expect(cell.textContent()).resolves.toContain('Mon–Sat 09:00–22:00');
    await page.getByRole('button', { name: /^Withdraw/ }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    const [submitted] = bodiesTo(recorded, 'POST', '/payouts/groups/531/submit');
    expect(submitted).toMatchObject({ amount: 60, parameters: { bet_shop: 'shop_lx_01' } });
    await recorded.close();
  });

  it.each([
    ['withdrawal-reverse-pending', `150.00${NBSP}EUR has been returned to your balance.`],
    ['withdrawal-reverse-failed', `We could not cancel your pending withdrawals.150.00${NBSP}EUR could not be returned. It stays in your pending withdrawals.`],
  ])('%s: the pending withdrawals are cancelled from the list, and the dialog says what came back', async (session, outcome) => {
    const recorded = await harness.openPage(`/withdrawal?session_id=${session}`);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Cancel pending withdrawals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel pending withdrawals' });
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog.getByRole('status').textContent()).resolves.toBe(outcome);
    expect(new URL(page.url()).pathname).toBe('/reject-withdrawal');
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

describe('payout screens have no axe violations in light, dark and right to left', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  const LOOKS: ReadonlyArray<[string, OpenPageOptions]> = [
    ['light', { colorScheme: 'light' }],
    ['dark', { colorScheme: 'dark' }],
    ['rtl', { dir: 'rtl' }],
  ];

  it.each(LOOKS)('the card list, its delete dialog, the payout-account form, the 1206 error and a locked account (%s)', async (look, options) => {
    const theme = look === 'dark' ? '&theme=dark' : '';
    const cards = await harness.openPage(`/withdrawal?session_id=withdrawal-card${theme}`, options);
    await cards.page.locator('.method').first().click();
    await cards.page.locator('.payout-card').first().waitFor();
    await expect(axeViolations(cards.page)).resolves.toEqual([]);
    await screenshot(cards.page, `withdrawal-cards-${look}`);
    await cards.page.locator('.payout-card__delete').first().click();
    await cards.page.getByRole('alertdialog').waitFor();
    await expect(axeViolations(cards.page)).resolves.toEqual([]);
    await screenshot(cards.page, `withdrawal-cards-delete-${look}`);
    await cards.close();

    const accounts = await harness.openPage(`/withdrawal?session_id=withdrawal-payout-accounts${theme}`, options);
    await accounts.page.locator('.payout-account__switch').click();
    await accounts.page.locator('.payout-account input').waitFor();
    await expect(axeViolations(accounts.page)).resolves.toEqual([]);
    await screenshot(accounts.page, `withdrawal-payout-account-${look}`);
    await accounts.close();

    const balance = await harness.openPage(`/withdrawal?session_id=withdrawal-above-balance${theme}`, options);
    await balance.page.locator('input[inputmode="decimal"]').fill('100');
    await balance.page.locator('button[type="submit"]').click();
    await balance.page.locator('[aria-invalid="true"]').first().waitFor();
    await expect(axeViolations(balance.page)).resolves.toEqual([]);
    await screenshot(balance.page, `withdrawal-above-balance-${look}`);
    await balance.close();

    const locked = await harness.openPage(`/withdrawal?session_id=withdrawal-new-account-disabled${theme}`, options);
    await locked.page.locator('select[disabled]').waitFor();
    await expect(axeViolations(locked.page)).resolves.toEqual([]);
    await locked.close();
  });
});
