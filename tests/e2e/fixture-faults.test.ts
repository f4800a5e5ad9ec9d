import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startBrowser, type BrowserHarness, type RecordedPage } from './browser.ts';

const SUBMIT_PATH = /\/payments\/groups\/101\/submit$/;

/** An expiry a year from now, as MM/YY. */
function expiryNextYear(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** The card form's fields by label, with what the test types into each. */
function cardFields(page: Page): [ReturnType<Page['getByLabel']>, string][] {
  return [
    [page.getByRole('textbox', { name: 'Amount', exact: true }), '125'],
    [page.getByLabel('Card number'), '4111 1111 1111 1111'],
    [page.getByLabel('Expiry date'), expiryNextYear()],
    [page.getByLabel('CVV', { exact: false }).first(), '123'],
    [page.getByLabel('Cardholder name'), 'Jane Doe'],
  ];
}

const submits = (recorded: RecordedPage): number =>
  recorded.requests.filter((request) => request.method === 'POST' && SUBMIT_PATH.test(request.url)).length;

describe('faults from the page URL, on a recorded scenario without new files', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  // request_timeout shortens the cashier's 30 s wait so a held answer times out within the test.
  it.each(['500', 'reset', 'timeout'])('submit:%s: the form says the payment could not be sent, keeps every value, and sends again', async (fault) => {
    const recorded = await harness.openPage(`/deposit/card/?session_id=deposit-card-success&request_timeout=2000&fault=submit:${fault}`);
    const { page } = recorded;
    const fields = cardFields(page);
    await fields[0]?.[0].waitFor();
    for (const [field, value] of fields) await field.fill(value);
    const submit = page.getByRole('button', { name: /^Deposit/ });
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' }).textContent()).resolves.toContain('could not be sent');
    await screenshot(page, `fault-submit-${fault}`);
    for (const [field, value] of fields) await expect(field.inputValue()).resolves.toBe(value);
    expect(submits(recorded)).toBe(1);
    await submit.click();
    await expect.poll(() => submits(recorded)).toBe(2);
    await recorded.close();
  });

  it.each([
    ['init:500', '/deposit?session_id=deposit-card-success&fault=init:500', /HTTP 500/],
    ['select:502', '/deposit/card/?session_id=deposit-card-success&fault=select:502', /getDepositMethodInfo: .*HTTP 502/],
    ['init:malformed', '/deposit?session_id=deposit-card-success&fault=init:malformed', /not JSON/],
  ])('%s: the error screen says what failed and offers Try again', async (fault, path, detail) => {
    const recorded = await harness.openPage(path);
    const alert = recorded.page.getByRole('alert');
    await alert.getByRole('heading', { name: 'We could not load the cashier' }).waitFor();
    await expect(alert.textContent()).resolves.toMatch(detail);
    await expect(recorded.page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    await screenshot(recorded.page, `fault-${fault.replace(':', '-')}`);
    await recorded.close();
  });
});
