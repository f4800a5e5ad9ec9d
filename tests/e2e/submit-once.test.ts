import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startBrowser, type BrowserHarness, type RecordedPage } from './browser.ts';

const SUBMIT_PATH = /\/payments\/groups\/101\/submit$/;
/** The submit answers 1.5 s late, so every later click and key lands while it is in flight. */
const SLOW_SUBMIT = '/deposit/card/?session_id=deposit-card-success&fault=submit:delay=1500';

/** An expiry a year from now, as MM/YY. */
function expiryNextYear(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

async function fillCard(page: Page): Promise<void> {
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  await amount.waitFor();
  await amount.fill('125');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill(expiryNextYear());
  await page.getByLabel('CVV', { exact: false }).first().fill('123');
  await page.getByLabel('Cardholder name').fill('Jane Doe');
}

/** Focuses `target` and presses Enter five times, as an impatient user does. */
async function pressEnter(page: Page, target: Locator): Promise<void> {
  await target.focus();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('Enter');
}

/** Every POST …/submit the page sent, aborted ones included: what the server would have received. */
const submits = (recorded: RecordedPage): number =>
  recorded.requests.filter((request) => request.method === 'POST' && SUBMIT_PATH.test(request.url)).length;

describe('one submit per intent (spec section 4: loading buttons suppress clicks)', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  it.each<[string, (page: Page) => Promise<void>]>([
    ['a double click on the button', (page) => page.getByRole('button', { name: /^Deposit/ }).dblclick()],
    ['five Enter presses on the button', (page) => pressEnter(page, page.getByRole('button', { name: /^Deposit/ }))],
    ['five Enter presses in a field', (page) => pressEnter(page, page.getByLabel('Cardholder name'))],
  ])('deposit-card-success with a slow submit: %s sends exactly one submit request', async (_, intent) => {
    const recorded = await harness.openPage(SLOW_SUBMIT);
    const { page } = recorded;
    await fillCard(page);
    await intent(page);
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(submits(recorded)).toBe(1);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});
