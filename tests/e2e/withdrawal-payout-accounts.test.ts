import { describe, expect, it } from 'vitest';
import { bodiesTo, browserForTests, screenshot } from './browser.ts';

describe('withdrawal (payout) flow, saved and new payout accounts (issue 11)', () => {
  const harness = browserForTests();

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
});
