import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserForTests, type RecordedPage } from './browser.ts';
import { cardFormPage, valuesOf, type CardFormPage } from './card-form-page.ts';

const SUBMIT_PATH = /\/payments\/groups\/101\/submit$/;
/** The submit answers 1.5 s late, so every later click and key lands while it is in flight. */
const SLOW_SUBMIT = '/deposit/card/?session_id=deposit-card-success&fault=submit:delay=1500';

/** Focuses `target` and presses Enter five times, as an impatient user does. */
async function pressEnter(page: Page, target: Locator): Promise<void> {
  await target.focus();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('Enter');
}

/** Every POST …/submit the page sent, aborted ones included: what the server would have received. */
const submits = (recorded: RecordedPage): number =>
  recorded.requests.filter((request) => request.method === 'POST' && SUBMIT_PATH.test(request.url)).length;

describe('one submit per intent (spec section 4: loading buttons suppress clicks)', () => {
  const harness = browserForTests();

  it.each<[string, (page: Page, form: CardFormPage) => Promise<void>]>([
    ['a double click on the button', (_page, form) => form.submit.dblclick()],
    ['five Enter presses on the button', (page, form) => pressEnter(page, form.submit)],
    ['five Enter presses in a field', (page, form) => pressEnter(page, form.cardholderName)],
  ])('deposit-card-success with a slow submit: %s sends exactly one submit request', async (_, intent) => {
    const recorded = await harness.openPage(SLOW_SUBMIT);
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.amount.waitFor();
    await form.fill(valuesOf('visa', '125'));
    await intent(page, form);
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(submits(recorded)).toBe(1);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});
