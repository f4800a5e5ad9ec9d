import { describe, expect, it } from 'vitest';
import { bodiesTo, browserForTests } from './browser.ts';

const NBSP = '\u00a0';

describe('withdrawal (payout) flow, the balance (issue 11)', () => {
  const harness = browserForTests();

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
});
