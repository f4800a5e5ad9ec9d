import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot, type RecordedPage } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';

const SUBMIT_PATH = /\/payments\/groups\/101\/submit$/;

const submits = (recorded: RecordedPage): number =>
  recorded.requests.filter((request) => request.method === 'POST' && SUBMIT_PATH.test(request.url)).length;

describe('faults from the page URL, on a recorded scenario without new files', () => {
  const harness = browserForTests();

  // request_timeout shortens the cashier's 30 s wait so a held answer times out within the test.
  it.each(['500', 'reset'])('submit:%s: the form says the payment could not be sent, keeps every value, and sends again', async (fault) => {
    const recorded = await harness.openPage(`/deposit/card/?session_id=deposit-card-success&request_timeout=2000&fault=submit:${fault}`);
    const { page } = recorded;
    const form = cardFormPage(page);
    const typed = valuesOf('visa', '125');
    await form.fill(typed);
    await form.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' }).textContent()).resolves.toContain('could not be sent');
    await screenshot(page, `fault-submit-${fault}`);
    await expect(form.values()).resolves.toEqual(typed);
    expect(submits(recorded)).toBe(1);
    await form.submit.click();
    await expect.poll(() => submits(recorded)).toBe(2);
    await recorded.close();
  });

  it('closing or reloading the page while a sent submit is unanswered asks first; once answered it does not', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-card-success&fault=submit:delay=3000');
    const { page } = recorded;
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '125'));
    await form.submit.click();
    await expect.poll(() => submits(recorded)).toBe(1);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload']);
    // Dismissed, the page stays, and the payment's answer arrives: nothing holds the page any more.
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(asked).toEqual(['beforeunload']);
    await recorded.close();
  });

  it.each([
    {
      flow: 'deposit',
      address: '/deposit/card/?session_id=deposit-card-success&fault=submit:delay=4000',
      fill: (page: Page) => cardFormPage(page).fill(valuesOf('visa', '125')),
      submit: /^Deposit/,
      submitPath: SUBMIT_PATH,
      notice: 'A payment you sent may still be going through. Check your balance before you pay again.',
    },
    {
      flow: 'withdrawal',
      address: '/withdrawal/card/?session_id=withdrawal-card&fault=submit:delay=4000',
      fill: (page: Page) => page.getByRole('textbox', { name: 'Amount' }).fill('150'),
      submit: /^Withdraw/,
      submitPath: /\/payouts\/groups\/501\/submit$/,
      notice: 'A withdrawal you sent may still be going through. Check your pending withdrawals before you send another.',
    },
  ])('$flow: a page reloaded while its submit was unanswered says the payment may still be going through, until the form is sent again', async ({ address, fill, submit, submitPath, notice }) => {
    const recorded = await harness.openPage(address);
    const { page } = recorded;
    page.on('dialog', (dialog) => void dialog.accept());
    const sent = (): number => recorded.requests.filter((request) => request.method === 'POST' && submitPath.test(request.url)).length;
    await expect(page.getByRole('status').filter({ hasText: 'may still be going through' }).count()).resolves.toBe(0);
    await fill(page);
    await page.getByRole('button', { name: submit }).click();
    await expect.poll(sent).toBe(1);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'may still be going through' }).textContent()).resolves.toBe(notice);
    await screenshot(page, 'unanswered-submit-notice');
    await fill(page);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('status').filter({ hasText: 'may still be going through' }).count()).resolves.toBe(0);
    await page.getByRole('heading', { name: /successful$/ }).waitFor();
    // Answered, the payment is no longer unknown: the next page says nothing of it.
    await page.goto(new URL(address, page.url()).href);
    await page.getByRole('button', { name: submit }).waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'may still be going through' }).count()).resolves.toBe(0);
    await recorded.close();
  });

  // 1206 is a withdrawal above the balance (spec section 5): on a deposit the amount has no balance to be over.
  it('submit:code=1206 on a deposit is a refusal like any other: no "more than your balance" on the amount', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-card-success&fault=submit:code=1206');
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '125'));
    await form.submit.click();
    await page.getByRole('alert').filter({ hasText: 'could not be sent' }).waitFor();
    await expect(page.getByText('The amount is more than your balance').count()).resolves.toBe(0);
    await recorded.close();
  });

  // A submit that timed out may have charged the user: never "could not be sent", the processing page asks the status call.
  it('submit:timeout: the outcome is unknown, so the processing page takes over and nothing is sent again', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-card-success&request_timeout=2000&fault=submit:timeout');
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '125'));
    await form.submit.click();
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    await screenshot(page, 'fault-submit-timeout');
    expect(await page.getByText('could not be sent').count()).toBe(0);
    expect(submits(recorded)).toBe(1);
    await recorded.close();
  });

  // Leaving aborts the call (spec section 4), but the server may have taken the payment: as after a timeout, the
  // processing page asks the status call before the user can pay again.
  it.each([
    ['browser Back', (recorded: RecordedPage) => recorded.page.goBack()],
    ['All methods', (recorded: RecordedPage) => recorded.page.getByRole('link', { name: 'All methods' }).click()],
  ])('a submit left unanswered by %s is an unknown outcome: the processing page takes over', async (_way, leave) => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success&fault=submit:delay=3000');
    const { page } = recorded;
    await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '125'));
    await form.submit.click();
    await expect.poll(() => submits(recorded)).toBe(1);
    await leave(recorded);
    await page.getByRole('heading', { name: 'Payment is processing' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/deposit/deposit-processing');
    // The status call tells what became of it: the recorded payment went through.
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(submits(recorded)).toBe(1);
    expect(recorded.console.filter((entry) => entry.type === 'error' && /\b501\b|UNRECORDED/.test(entry.text))).toEqual([]);
    await recorded.close();
  });

  it.each([
    ['init:500', '/deposit?session_id=deposit-card-success&fault=init:500', 'Error code: HTTP 500 FIXTURE_FAULT'],
    ['select:502', '/deposit/card/?session_id=deposit-card-success&fault=select:502', 'Error code: HTTP 502 FIXTURE_FAULT'],
    ['init:malformed', '/deposit?session_id=deposit-card-success&fault=init:malformed', 'Error code: PARSING_ERROR'],
  ])('%s: the error screen says what failed in a sentence, the code under Details, and offers Try again', async (fault, path, code) => {
    const recorded = await harness.openPage(path);
    const alert = recorded.page.getByRole('alert');
    await alert.getByRole('heading', { name: 'We could not load the cashier' }).waitFor();
    await alert.getByText('Details').click();
    await expect(alert.getByText(code).isVisible()).resolves.toBe(true);
    // The call's internal name and the JSON detail go to the console, never to the page.
    await expect(alert.textContent()).resolves.not.toMatch(/getDeposit|select|payload/i);
    await expect(recorded.page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    await screenshot(recorded.page, `fault-${fault.replace(':', '-')}`);
    await recorded.close();
  });

  it.each([
    ['the list', 'init:500*1', 'Choose a payment method'],
    ['the failure again', 'init:500*2', 'We could not load the cashier'],
  ])('Try again by keyboard leaves the focus on the heading of what comes next (%s), not on the page', async (_, fault, heading) => {
    const recorded = await harness.openPage(`/deposit?session_id=deposit-card-success&fault=${fault}`);
    const { page } = recorded;
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: heading }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(heading);
    await recorded.close();
  });

  it('select:500 on a method chosen from the list: Try again, or All methods back to the list to choose another', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success&fault=select:500');
    const { page } = recorded;
    await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await page.getByRole('heading', { name: 'We could not load the cashier' }).waitFor();
    await page.getByRole('link', { name: 'All methods' }).click();
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    await page.getByRole('button', { name: /Skrill/ }).waitFor();
    await recorded.close();
  });
});
