import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';
import { checkout, deposit, noPayment, openWithGatewayTimeout, STATUS_PATH, statusCallsOf, submitsOf, waitOnClockFor, withdrawal, type FlowForm } from './unconfirmed-page.ts';

/** A 200 the cashier can read as JSON but not use: `succeeded` is no result_status of the schema. */
const refusedBySchema = JSON.stringify({ action: 'result', result_status: 'succeeded' });

/** The chunk of the submit answer's validator (virtual:cashier-validators, one chunk per payload), fetched with the submit. */
const ANSWER_VALIDATOR = /\/assets\/paymentResult-[^/]*\.js$/;

/** How a case spoils the submit's answer on the page, besides a fixture fault in the address. */
type Spoil = (page: Page, form: FlowForm) => Promise<unknown>;

/** The submit answers 200 with a body its schema refuses. */
const schemaRefuses: Spoil = (page, form) => page.route(form.submitPath, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: refusedBySchema }));

/** The submit answers 200 as recorded, but the code that reads it never arrives (offline at that moment). */
const validatorLost: Spoil = (page) => page.route(ANSWER_VALIDATOR, (route) => route.abort('internetdisconnected'));

describe('a submit whose outcome is unknown: the server may have taken it, so the user is not asked to pay again', () => {
  const harness = browserForTests();

  it.each<{ form: FlowForm; answer: string; fault?: string; spoil?: Spoil }>([
    { form: deposit, answer: '200 cut short', fault: 'submit:malformed' },
    { form: deposit, answer: 'a gateway timeout', fault: 'submit:504' },
    { form: deposit, answer: '200 its schema refuses', spoil: schemaRefuses },
    { form: deposit, answer: '200 whose validator did not load', spoil: validatorLost },
    { form: withdrawal, answer: '200 cut short', fault: 'submit:malformed' },
    { form: withdrawal, answer: 'a gateway timeout', fault: 'submit:504' },
    { form: withdrawal, answer: '200 whose validator did not load', spoil: validatorLost },
  ])('$form.flow answered $answer: the processing page takes over, never "could not be sent"', async ({ form, answer, fault, spoil }) => {
    const recorded = await harness.openPage(fault === undefined ? form.address : `${form.address}&fault=${fault}`);
    const { page } = recorded;
    await spoil?.(page, form);
    await form.fill(page);
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByRole('heading', { name: form.processing }).waitFor();
    await screenshot(page, `unknown-outcome-${form.flow}-${answer}`);
    expect(await page.getByText('could not be sent').count()).toBe(0);
    expect(submitsOf(recorded, form)).toHaveLength(1);
    await recorded.close();
  });

  // Spec silent (README "Decisions where the spec is silent"): a 504 leaves the outcome unknown, so the page claims
  // neither a failure nor a payment on its way for ever.
  // Its title says so too, changed in place: the focus stays on it and the status line (a live region) reads out why.
  // Its first sentence and icon no longer promise a confirmation that may never come, nor show one "in progress".
  // No countdown takes the user to the merchant's processing page of a payment no answer confirmed (the withdrawal's
  // scenario has processing_page_redirect_timeout 30, shorter than the wait: README "A 504 that never reached the server").
  it.each([deposit, withdrawal, checkout])('$flow answered 504, never having reached the server: once the wait takes long the processing page stops asking and says the outcome is unconfirmed, never failed', async (form) => {
    const recorded = await openWithGatewayTimeout(harness, form, noPayment);
    const { page } = recorded;
    await form.fill(page);
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByRole('heading', { name: form.processing }).waitFor();
    const icon = page.locator('.status__icon');
    const firstSentence = page.locator('.status__text');
    expect(await icon.textContent()).toBe('…');
    const focused = () => page.evaluate(() => document.activeElement?.id);
    await expect.poll(focused).toBe('result-title');
    await waitOnClockFor(page, page.getByText(form.unconfirmed));
    await screenshot(page, `unknown-outcome-${form.flow}-unconfirmed`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(form.unconfirmedTitle);
    expect(await page.getByRole('region', { name: form.unconfirmedTitle }).count()).toBe(1);
    expect(await firstSentence.textContent()).toBe(form.unconfirmedText);
    expect(await icon.textContent()).toBe('i');
    expect(await page.getByRole('status').filter({ hasText: form.unconfirmed }).count()).toBe(1);
    expect(await focused()).toBe('result-title');
    expect(await page.getByRole('timer').count()).toBe(0);
    const asked = statusCallsOf(recorded).length;
    await page.clock.fastForward(600_000);
    await page.getByRole('button', { name: form.onward }).waitFor();
    expect(statusCallsOf(recorded)).toHaveLength(asked);
    expect(await page.locator('.spinner').count()).toBe(0);
    expect(await page.getByText(/could not be sent|declined|longer than usual/).count()).toBe(0);
    expect(submitsOf(recorded, form)).toHaveLength(1);
    await recorded.close();
  });

  it('deposit answered 504: "Check again" on the unconfirmed processing page asks the status call anew, and shows what it finds', async () => {
    const recorded = await openWithGatewayTimeout(harness, deposit, noPayment);
    const { page } = recorded;
    await deposit.fill(page);
    await page.getByRole('button', { name: deposit.submit }).click();
    await waitOnClockFor(page, page.getByText(deposit.unconfirmed));
    const asked = statusCallsOf(recorded).length;
    await page.context().route(STATUS_PATH, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ result_status: 'success' }) }));
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(statusCallsOf(recorded).length).toBeGreaterThan(asked);
    await recorded.close();
  });

  // The status call keeps failing (status:500), so the payment stays unknown while the user goes back to the form.
  it.each([
    { form: deposit, faults: 'submit:malformed,status:500', notice: 'A payment you sent may still be going through.' },
    { form: withdrawal, faults: 'submit:504', notice: 'A withdrawal you sent may still be going through.' },
    { form: checkout, faults: 'submit:malformed,status:500', notice: 'A payment for this order may still be going through. Check your order with the shop before you pay again.' },
  ])('$form.flow: sent again from the form after Back, the same request goes under the same idempotency key', async ({ form, faults, notice }) => {
    const recorded = await harness.openPage(`${form.address}&fault=${faults}`);
    const { page } = recorded;
    for (const attempt of [1, 2]) {
      await form.fill(page);
      await page.getByRole('button', { name: form.submit }).click();
      await page.getByRole('heading', { name: form.processing }).waitFor();
      expect(submitsOf(recorded, form)).toHaveLength(attempt);
      await page.goBack();
      await page.getByRole('status').filter({ hasText: notice }).waitFor();
    }
    const [first, retry] = submitsOf(recorded, form).map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    await recorded.close();
  });
});
