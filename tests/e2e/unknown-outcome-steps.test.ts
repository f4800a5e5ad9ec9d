import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot, type RecordedPage } from './browser.ts';
import { performStep } from './scenario-steps.ts';
import { path, WITHDRAWAL } from './verification-steps.ts';

/**
 * The chunk of an answer's validator (virtual:cashier-validators, one chunk per payload), fetched with its call: blocked,
 * the call's 200 answer, as recorded, cannot be checked (offline at that moment), so its outcome is unknown.
 */
const validatorOf = (payload: string): RegExp => new RegExp(`/assets/${payload}-[^/?]*\\.js(\\?.*)?$`);

/** The answer's validator never arrives, from now on. */
async function loseValidator(page: Page, payload: string): Promise<void> {
  await page.route(validatorOf(payload), (route) => route.abort('internetdisconnected'));
}

/** The calls the page sent whose path ends with `suffix`. */
const callsTo = (recorded: RecordedPage, suffix: string): number => recorded.requests.filter((request) => new URL(request.url).pathname.endsWith(suffix)).length;

/** What an unknown outcome must never say: that it failed, to be done again. */
const TRY_AGAIN = /try again|could not be sent|could not check/i;

describe('a mutation answered 200 whose checking code does not load: told as an unknown outcome, never "try again"', () => {
  const harness = browserForTests();

  it('a payment one-time code: the processing page takes over, as after a submit with an unknown outcome (the payment may be made)', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-otp-confirm');
    const { page } = recorded;
    await performStep(page, { fill: 'Amount', value: '25' });
    await performStep(page, { fill: 'M-Pesa phone number', value: '+254712345678' });
    await page.getByRole('button', { name: /^Deposit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
    await loseValidator(page, 'otpResult');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    await screenshot(page, 'unknown-outcome-otp-confirm');
    expect(await dialog.count()).toBe(0);
    expect(await page.getByText(TRY_AGAIN).count()).toBe(0);
    expect(callsTo(recorded, '/payments/groups/181/otp')).toBe(1);
    // The unconfirmed processing page's history entry (unconfirmed-entry.ts), as a submit's unknown outcome leaves it.
    await expect(page.evaluate(() => (history.state as { cashierUnconfirmed?: boolean } | null)?.cashierUnconfirmed)).resolves.toBe(true);
    await recorded.close();
  });

  it('a new payout account: said to be unconfirmed under the form, nothing withdrawn, no verification step opened', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    await loseValidator(page, 'requisiteCreated');
    await performStep(page, { fill: 'Amount', value: '200' });
    await performStep(page, { fill: 'IBAN', value: 'PT50000201231234567890154' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not confirm whether your new payout account was added.' });
    await expect(alert.textContent()).resolves.toBe('We could not confirm whether your new payout account was added. Nothing was withdrawn, and your details are still here.');
    await screenshot(page, 'unknown-outcome-payout-account');
    expect(await page.getByText(TRY_AGAIN).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(path(page)).toBe('/withdrawal/bank_transfer/');
    expect(callsTo(recorded, '/requisite/create')).toBe(1);
    expect(recorded.requests.filter((request) => new URL(request.url).pathname.endsWith('/submit')).map((request) => request.url)).toEqual([]);
    await recorded.close();
  });

  it('cancelling pending withdrawals: said to be unconfirmed, with Done, and closing asks the balance and pending withdrawals again', async () => {
    // Nothing is typed on this page, where a screen's chunk that fails reloads it once (chunk-load.ts); a mutation's
    // reader never does: the reload would lose the answer, and the dialog would ask "Yes, cancel" again.
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-reverse-pending');
    const { page } = recorded;
    await page.getByRole('button', { name: 'Cancel pending withdrawals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel pending withdrawals' });
    await dialog.getByRole('button', { name: 'Yes, cancel' }).waitFor();
    await loseValidator(page, 'reversalResult');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(
      'We could not confirm whether your pending withdrawals were cancelled. Check your balance and pending withdrawals before you cancel again.',
    );
    await screenshot(page, 'unknown-outcome-reverse-withdrawal');
    expect(await page.getByText(TRY_AGAIN).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Yes, cancel' }).count()).toBe(0);
    expect(callsTo(recorded, '/payments/reverse-pending-withdrawal')).toBe(1);
    const inits = (): number => callsTo(recorded, '/payouts/groups/init');
    const before = inits();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(inits).toBe(before + 1);
    await recorded.close();
  });
});
