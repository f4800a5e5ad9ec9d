import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, pathOf, screenshot, type OpenPageOptions, type RecordedPage } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';
import { inIosApp, nativeMessagesOf } from './native-messages.ts';

const baseUrl = inject('baseUrl');

/** The processing Amex deposit of 250 USD, in a session of its own: a push reaches no other test's page. */
const PENDING = 'deposit-push-on-form';
/** The M-Pesa deposit whose code dialog is open when the scenario's push (1.5 s after the submit) says it went through. */
const OTP = 'deposit-otp-push';
/** The M-Pesa deposit asking for a code, in a session of its own: its submits are answered here, so its timed push never plays. */
const OTP_EARLY = 'deposit-otp-push-resend';
/** The submit's answer asking for a one-time code. */
const ASKS_FOR_CODE = { action: 'await', otp_required: true };
/** The QR deposit whose display form shows when the scenario's push (1.5 s after the submit) says it went through. */
const QR = 'deposit-qr-push';
/** The form's notice of the session's payment (payment-notice.tsx). */
const NOTICE = '.form-notice';


/** The realtime channel is subscribed: a push or a scenario's event timed after a call reaches the page from now on. */
const subscribed = (page: Page): Promise<void> => page.locator('.notifications[data-subscription="subscribed"]').waitFor({ state: 'attached', timeout: 15_000 });

/** Pushes a payment_status on the session's open channels (the fixture realtime host's QA endpoint); how many got it. */
async function pushStatus(session: string, data: Readonly<Record<string, string>>): Promise<number> {
  const response = await fetch(new URL('/fixtures/realtime/push', baseUrl), {
    method: 'POST',
    headers: { 'x-session-id': session },
    body: JSON.stringify({ event: 'payment_status', data }),
  });
  return ((await response.json()) as { delivered: number }).delivered;
}

/** The payment statuses the cashier told the merchant's app, in order. */
const statusesOf = async (page: Page): Promise<string[]> =>
  (await nativeMessagesOf(page)).filter((message) => message.type === 'status').map((message) => message.status ?? '');

const toasts = (page: Page): Locator => page.locator('.toast');

describe('a payment settled by a realtime push while the user is on the form is told, once', () => {
  const harness = browserForTests();

  /** Pays 250 USD by Amex, which the acquirer leaves processing, and goes back (browser Back) to the form. */
  async function backOnTheFormWhileProcessing(query = '', options: OpenPageOptions = {}): Promise<RecordedPage> {
    const recorded = await harness.openPage(`/deposit?session_id=${PENDING}&x-channel=ios${query}`, { ...options, beforeOpen: inIosApp });
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.fill(valuesOf('amex', '250'));
    await page.locator('button[type="submit"]').click();
    // In any language: the processing page has shown, as a user sees it before going back.
    await page.locator('[data-result="processing"]').waitFor();
    await page.goBack();
    await form.cardNumber.waitFor();
    await subscribed(page);
    return recorded;
  }

  it('pending: back on the form, a pushed success shows a toast naming the deposit, which stays; the app hears it once; the form keeps what was typed', async () => {
    const recorded = await backOnTheFormWhileProcessing();
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.amount.fill('120');
    const formPath = pathOf(page);
    await expect(page.locator(NOTICE).textContent()).resolves.toMatch(/may still be going through/);
    expect(await pushStatus(PENDING, { status: 'success' })).toBeGreaterThan(0);
    const told = toasts(page).filter({ hasText: 'Your deposit of 250.00 USD went through.' });
    await told.waitFor();
    // No "may still be going through" beside the outcome: the form's notice says what a form opened now would say.
    await expect.poll(() => page.locator(NOTICE).textContent()).toBe('Your last deposit went through. Sending this form again makes a new deposit.');
    // Read out politely as it arrives (an error toast would be assertive).
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Your deposit of 250.00 USD went through.' }).count()).resolves.toBe(1);
    await expect.poll(() => statusesOf(page)).toEqual(['processing', 'success']);
    // The same push again is no news; and the toast outlasts the 2 s of an ordinary one.
    expect(await pushStatus(PENDING, { status: 'success' })).toBeGreaterThan(0);
    await page.waitForTimeout(2500);
    await expect(toasts(page).count()).resolves.toBe(1);
    expect(await statusesOf(page)).toEqual(['processing', 'success']);
    expect(pathOf(page)).toBe(formPath);
    await expect(form.amount.inputValue()).resolves.toBe('120');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'realtime-outcome-form');
    await told.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => toasts(page).count()).toBe(0);
    expect(await recorded.cspViolations()).toEqual([]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it.each([
    ['dark', '&theme=dark', { colorScheme: 'dark' }, 'error', 'Your deposit of 250.00 USD was declined. No money was taken.'],
    ['rtl', '', { dir: 'rtl' }, 'success', 'تم إيداع'],
  ] as const)('pending, %s: the toast in its look, axe-core finds nothing', async (look, query, options, status, text) => {
    const recorded = await backOnTheFormWhileProcessing(query, options);
    const { page } = recorded;
    expect(await pushStatus(PENDING, { status })).toBeGreaterThan(0);
    await toasts(page).filter({ hasText: text }).waitFor();
    await expect.poll(async () => (await page.locator(NOTICE).allTextContents()).join()).not.toMatch(/going through|قيد/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `realtime-outcome-form-${look}-${status}`);
    await recorded.close();
  });

  it('a decline pushed to the processing page carries its reason and decline data there (no toast: the page says it)', async () => {
    const recorded = await harness.openPage(`/deposit?session_id=${PENDING}`);
    const { page } = recorded;
    await cardFormPage(page).fill(valuesOf('amex', '250'));
    await page.locator('button[type="submit"]').click();
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    await subscribed(page);
    const decline = { status: 'error', error_message: 'The issuer refused the payment.', decline_sub_reason: 'insufficient_funds', comment: 'Try a smaller amount.' };
    expect(await pushStatus(PENDING, decline)).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Payment declined' }).waitFor();
    for (const line of ['Reason: The issuer refused the payment.', 'There were not enough funds for this amount.', 'Comment: Try a smaller amount.']) {
      await page.getByText(line).waitFor();
    }
    await expect(toasts(page).count()).resolves.toBe(0);
    await recorded.close();
  });

  it('OTP: the push comes while the code dialog is open: the dialog closes, the focus goes to the heading, the toast says it; the app hears it once', async () => {
    const recorded = await harness.openPage(`/deposit?session_id=${OTP}&x-channel=ios`, { beforeOpen: inIosApp });
    const { page } = recorded;
    await subscribed(page);
    await page.getByRole('textbox', { name: 'Amount' }).fill('25');
    await page.getByRole('textbox', { name: 'M-Pesa phone number' }).fill('+254712345678');
    await page.getByRole('button', { name: /^Deposit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('4829');
    const told = toasts(page).filter({ hasText: 'Your deposit of 25.00 USD went through.' });
    await told.waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Not Deposit, which would send a new payment: the page's heading, above the notice that it went through.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expect.poll(() => statusesOf(page)).toEqual(['success']);
    await expect(page.locator(NOTICE).textContent()).resolves.toBe('Your last deposit went through. Sending this form again makes a new deposit.');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'realtime-outcome-otp-closed');
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  /** The M-Pesa form of OTP_EARLY, in the iOS app, with every submit held until the test answers it. */
  async function otpFormHoldingSubmits(): Promise<{ recorded: RecordedPage; held: Route[] }> {
    const held: Route[] = [];
    const recorded = await harness.openPage(`/deposit?session_id=${OTP_EARLY}&x-channel=ios`, {
      beforeOpen: async (context) => {
        await inIosApp(context);
        await context.route('**/payments/groups/*/submit', (route) => void held.push(route));
      },
    });
    const { page } = recorded;
    await subscribed(page);
    await page.getByRole('textbox', { name: 'Amount' }).fill('25');
    await page.getByRole('textbox', { name: 'M-Pesa phone number' }).fill('+254712345678');
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await expect.poll(() => held.length).toBe(1);
    return { recorded, held };
  }

  it.each([
    ['the submit', false],
    ['"Send a new code"', true],
  ] as const)('OTP: a success pushed while %s is on the wire: its "enter your code" answer opens no dialog; the success page shows, the app hears it once', async (_, resend) => {
    const { recorded, held } = await otpFormHoldingSubmits();
    const { page } = recorded;
    const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
    if (resend) {
      await held[0]?.fulfill({ json: ASKS_FOR_CODE });
      await dialog.getByRole('button', { name: 'Send a new code' }).click();
      await expect.poll(() => held.length).toBe(2);
    }
    expect(await pushStatus(OTP_EARLY, { status: 'success' })).toBeGreaterThan(0);
    await expect.poll(() => statusesOf(page)).toEqual(['success']);
    await held.at(-1)?.fulfill({ json: ASKS_FOR_CODE });
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.waitForTimeout(500);
    await expect(dialog.count()).resolves.toBe(0);
    expect(await statusesOf(page)).toEqual(['success']);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it.each([
    ['light', '', {}],
    ['dark', '&theme=dark', { colorScheme: 'dark' }],
    ['rtl', '', { dir: 'rtl' }],
  ] as const)('QR (%s): the push comes while the display form shows the QR code: it gives way to the success page, no toast', async (look, query, options) => {
    const recorded = await harness.openPage(`/deposit?session_id=${QR}${query}`, options);
    const { page } = recorded;
    await page.getByRole('button', { name: /^Pay by QR/ }).click();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/deposit\/deposit-display-form/);
    await page.locator('[data-result="success"]').waitFor({ timeout: 15_000 });
    await expect(toasts(page).count()).resolves.toBe(0);
    await screenshot(page, `realtime-outcome-qr-${look}`);
    await recorded.close();
  });

  it("a success pushed before the submit's own processing answer: the app hears success only, and the success page shows", async () => {
    const recorded = await harness.openPage(`/deposit?session_id=${PENDING}&x-channel=ios`, { beforeOpen: inIosApp });
    const { page } = recorded;
    await subscribed(page);
    const held: Route[] = [];
    await page.route('**/payments/groups/*/submit', (route) => void held.push(route), { times: 1 });
    await cardFormPage(page).fill(valuesOf('amex', '250'));
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => held.length).toBe(1);
    expect(await pushStatus(PENDING, { status: 'success' })).toBeGreaterThan(0);
    await expect.poll(() => statusesOf(page)).toEqual(['success']);
    await held[0]?.continue();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.waitForTimeout(500);
    expect(await statusesOf(page)).toEqual(['success']);
    await recorded.close();
  });
});
