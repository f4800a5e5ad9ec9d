import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserHarness, OpenPageOptions, RecordedPage } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';

/** A flow's form as the unknown-outcome tests fill and send it, and the processing page an unknown outcome leads to. */
export interface FlowForm {
  flow: string;
  /** The form's address without its fault. */
  address: string;
  fill: (page: Page) => Promise<void>;
  submit: RegExp;
  submitPath: RegExp;
  processing: string;
  /** What the processing page says once it stops waiting for a payment no answer confirmed, its title and first sentence then. */
  unconfirmed: string;
  unconfirmedTitle: string;
  unconfirmedText: string;
  /** The result page's last way on: the list for another payment, or back to the shop of a checkout's one order. */
  onward: string;
}

export const deposit: FlowForm = {
  flow: 'deposit',
  address: '/deposit/card/?session_id=deposit-card-success',
  fill: (page) => cardFormPage(page).fill(valuesOf('visa', '125')),
  submit: /^Deposit/,
  submitPath: /\/payments\/groups\/101\/submit$/,
  processing: 'Payment is processing',
  unconfirmed: 'We could not confirm whether your payment went through. Check your balance before you pay again.',
  unconfirmedTitle: 'Payment not confirmed',
  unconfirmedText: 'We did not get a clear answer about your payment.',
  onward: 'All methods',
};

export const withdrawal: FlowForm = {
  flow: 'withdrawal',
  address: '/withdrawal?session_id=withdrawal-payout-accounts',
  fill: (page) => page.getByRole('textbox', { name: 'Amount' }).fill('300'),
  submit: /^Continue$/,
  submitPath: /\/payouts\/groups\/511\/submit$/,
  processing: 'Withdrawal is processing',
  unconfirmed: 'We could not confirm whether your withdrawal went through. Check your pending withdrawals before you request another.',
  unconfirmedTitle: 'Withdrawal not confirmed',
  unconfirmedText: 'We did not get a clear answer about your withdrawal request.',
  onward: 'All methods',
};

/** A checkout pays a shop's order, not into a balance: what to check before paying again is the order. */
export const checkout: FlowForm = {
  flow: 'checkout',
  address: '/checkout?session_id=checkout-card',
  fill: (page) => cardFormPage(page).fill(valuesOf('visa')),
  submit: /^Pay/,
  submitPath: /\/payments\/groups\/101\/submit$/,
  processing: 'Payment is processing',
  unconfirmed: 'We could not confirm whether your payment went through. Check your order with the shop before you pay again.',
  unconfirmedTitle: 'Payment not confirmed',
  unconfirmedText: 'We did not get a clear answer about your payment.',
  onward: 'Back to the shop',
};

/** The submits the page sent, in order. */
export const submitsOf = (recorded: RecordedPage, form: FlowForm) =>
  recorded.requests.filter((request) => request.method === 'POST' && form.submitPath.test(request.url));

/** The status calls the page made. */
export const STATUS_PATH = /\/payments\/status$/;
export const statusCallsOf = (recorded: RecordedPage) => recorded.requests.filter((request) => STATUS_PATH.test(request.url));

/** The status call of a session whose submit never reached the server: it knows the session, and no payment of it. */
export const noPayment = JSON.stringify({ session_status: 'active' });

/**
 * Opens `form` (with `query` added, in the look of `options`) with its submit answered 504, a page clock the test
 * moves on, and the status call answering `status`.
 */
export function openWithGatewayTimeout(harness: BrowserHarness, form: FlowForm, status: string, query = '', options: OpenPageOptions = {}): Promise<RecordedPage> {
  return harness.openPage(`${form.address}&fault=submit:504${query}`, {
    ...options,
    beforeOpen: async (context) => {
      await context.clock.install();
      await context.route(STATUS_PATH, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: status }));
    },
  });
}

/** Moves the page's clock on, 30 s at a time, until `shown` is on the page (the status calls between the jumps are real requests). */
export async function waitOnClockFor(page: Page, shown: Locator): Promise<void> {
  const count = async (): Promise<number> => {
    await page.clock.fastForward(30_000);
    return shown.count();
  };
  await expect.poll(count, { timeout: 20_000, interval: 250 }).toBe(1);
}
