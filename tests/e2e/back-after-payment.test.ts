import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot, type RecordedPage } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';

/** The result screen's code (src/screens/result/result-screen.tsx), fetched when the first result shows. */
const RESULT_CHUNK = /\/assets\/result-screen-[\w-]+\.js$/;

const submits = (recorded: RecordedPage, path: RegExp): number =>
  recorded.requests.filter((request) => request.method === 'POST' && path.test(request.url)).length;

/** The notice over a form of the session, by its text. */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('browser Back to the form once the payment went through', () => {
  const harness = browserForTests();

  // A checkout pays one order at a fixed price: a second payment of it is a double charge, never a new purchase.
  it('checkout: the order is paid, so the form is gone and nothing can be sent; the notice leads to the payment, after a reload too', async () => {
    const recorded = await harness.openPage('/checkout?session_id=checkout-card');
    const { page } = recorded;
    const pay = page.getByRole('button', { name: /^Pay/ });
    await cardFormPage(page).fill(valuesOf('visa'));
    await pay.click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    // The way on is back to the shop only: the list's forms could not pay this order again.
    await page.getByRole('button', { name: 'Back to the shop' }).waitFor();
    expect(await page.getByRole('button', { name: 'All methods' }).count()).toBe(0);
    for (const arrive of [() => page.goBack(), () => page.reload()]) {
      await arrive();
      await notice(page, 'This order is already paid, so it cannot be paid again.').waitFor();
      await page.getByRole('heading', { name: 'Visa / Mastercard' }).waitFor();
      expect(await pay.count()).toBe(0);
      expect(await page.getByRole('textbox').count()).toBe(0);
    }
    await screenshot(page, 'checkout-back-after-payment');
    await page.getByRole('link', { name: 'See the payment' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.getByRole('button', { name: 'Back to the shop' }).waitFor();
    expect(submits(recorded, /\/payments\/groups\/\d+\/submit$/)).toBe(1);
    await recorded.close();
  });

  it.each([
    {
      flow: 'deposit',
      address: '/deposit/card/?session_id=deposit-card-success',
      fill: (page: Page) => cardFormPage(page).fill(valuesOf('visa', '125')),
      submit: /^Deposit/,
      success: 'Deposit successful',
      text: 'Your last deposit went through. Sending this form again makes a new deposit.',
    },
    {
      flow: 'withdrawal',
      address: '/withdrawal/card/?session_id=withdrawal-card',
      fill: (page: Page) => page.getByRole('textbox', { name: 'Amount' }).fill('150'),
      submit: /^Withdraw/,
      success: 'Withdrawal successful',
      text: 'Your last withdrawal request went through. Sending this form again makes a new request.',
    },
  ])('$flow: the form says the last one went through and that sending it again makes a new one; it stays usable', async ({ address, fill, submit, success, text }) => {
    const recorded = await harness.openPage(address);
    const { page } = recorded;
    await expect(page.getByRole('status').filter({ hasText: 'went through' }).count()).resolves.toBe(0);
    await fill(page);
    await page.getByRole('button', { name: submit }).click();
    await page.getByRole('heading', { name: success }).waitFor();
    // Unlike a checkout's, the result offers the list for another payment.
    await page.getByRole('button', { name: 'All methods' }).waitFor();
    await page.goBack();
    await notice(page, text).waitFor();
    await expect(page.getByRole('button', { name: submit }).isEnabled()).resolves.toBe(true);
    await recorded.close();
  });

  // The address changes at once; the success page draws once its code came. Back pressed between the two lands on
  // the form the submit left, which must not stay "Processing…" with nothing on the wire.
  it('deposit-saved-cards: Back pressed before the success page is drawn gives the notice and a form that can pay again', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((done) => (release = done));
    const recorded = await harness.openPage('/deposit?session_id=deposit-saved-cards', {
      beforeOpen: async (context) => {
        await context.route(RESULT_CHUNK, async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    const { page } = recorded;
    // The session's one method opens at once, its saved card chosen: only the amount and the CVV to type.
    const form = cardFormPage(page);
    await form.amount.fill('75');
    await form.cvv.fill('123');
    await form.submit.click();
    await page.waitForURL(/\/deposit\/deposit-success/);
    await page.goBack();
    release();
    await notice(page, 'Your last deposit went through. Sending this form again makes a new deposit.').waitFor();
    const deposit = page.getByRole('button', { name: /^Deposit/ });
    await expect(deposit.isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Processing…' }).count()).resolves.toBe(0);
    expect(submits(recorded, /\/payments\/groups\/\d+\/submit$/)).toBe(1);
    await screenshot(page, 'back-before-success-drawn');
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});

