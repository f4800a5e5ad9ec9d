import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForTests, SCREEN_TIMEOUT_MS, screenshot } from './browser.ts';
import { cardFormPage, expiryNextYear, TEST_CARD_DATA, valuesOf } from './card-form-page.ts';

/** Presses Tab until the focused element matches, as a keyboard user moves on; fails after `limit` presses. */
async function tabTo(page: Page, matches: (element: { id: string; text: string; autocomplete: string }) => boolean, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return { id: element?.id ?? '', text: element?.textContent?.trim() ?? '', autocomplete: element?.getAttribute('autocomplete') ?? '' };
    });
    if (matches(focused)) return;
  }
  throw new Error(`nothing focusable matched after ${limit} Tab presses; last focused: ${JSON.stringify(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)))}`);
}

/** A form whose submit the fixture server fails, how to fill it, its submit button and a field Enter submits from. */
interface FailingSubmit {
  path: string;
  fill: (page: Page) => Promise<void>;
  submit: RegExp;
  field: string;
}

const FAILING_SUBMITS: Record<string, FailingSubmit> = {
  'card deposit': {
    path: '/deposit/card/?session_id=deposit-card-success&fault=submit:500',
    fill: (page) => cardFormPage(page).fill(valuesOf('visa', '125')),
    submit: /^Deposit/,
    field: 'input[autocomplete="cc-name"]',
  },
  checkout: {
    path: '/checkout?session_id=checkout-card&fault=submit:500',
    fill: (page) => cardFormPage(page).fill(valuesOf('visa')),
    submit: /^Pay/,
    field: 'input[autocomplete="cc-name"]',
  },
  withdrawal: {
    path: '/withdrawal?session_id=withdrawal-payout-accounts&fault=submit:500',
    fill: (page) => page.getByRole('textbox', { name: 'Amount' }).fill('300'),
    submit: /^Continue$/,
    field: 'input[inputmode="decimal"]',
  },
};

describe('a whole deposit with the keyboard alone (issue 10)', () => {
  const harness = browserForTests();

  it('list -> card method -> every field typed -> Enter -> success, never touching the mouse', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await tabTo(page, ({ text }) => text.includes('Visa / Mastercard'));
    await page.keyboard.press('Enter');
    await page.locator('input[autocomplete="cc-number"]').waitFor({ timeout: SCREEN_TIMEOUT_MS });
    const typed: Array<[string, string]> = [
      ['transaction-amount', '125'],
      ['cc-number', TEST_CARD_DATA.visa.number],
      ['cc-exp', expiryNextYear()],
      ['cc-csc', TEST_CARD_DATA.visa.cvv],
      ['cc-name', 'Jane Doe'],
    ];
    for (const [token, value] of typed) {
      await tabTo(page, ({ autocomplete }) => autocomplete === token);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    expect(new URL(page.url()).pathname).toBe('/deposit/deposit-success');
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('tabbing through the card fields without typing shows no PH.ERROR.FIELD_REQUIRED; Enter then names every empty one', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-card-success');
    const { page } = recorded;
    await page.locator('input[autocomplete="cc-number"]').waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await tabTo(page, ({ autocomplete }) => autocomplete === 'cc-number');
    await tabTo(page, ({ autocomplete }) => autocomplete === 'cc-name');
    await page.keyboard.press('Tab');
    await expect(page.getByText('This field is required').count()).resolves.toBe(0);
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
    await page.locator('input[autocomplete="cc-name"]').press('Enter');
    await expect.poll(() => page.getByText('This field is required').count()).toBeGreaterThanOrEqual(3);
    await recorded.close();
  });

  it('each new page takes the focus on its heading: a method opened, the list again (link and browser Back), a result page', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success');
    const { page } = recorded;
    const focused = (): Promise<string> => page.evaluate(() => `${document.activeElement?.tagName ?? ''} ${document.activeElement?.textContent?.trim() ?? ''}`);
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    // The first page leaves the focus to the browser: a cashier in a frame does not pull the merchant page's focus.
    await expect(focused()).resolves.toBe('BODY ' + (await page.evaluate(() => document.body.textContent?.trim() ?? '')));
    await tabTo(page, ({ text }) => text.includes('Visa / Mastercard'));
    await page.keyboard.press('Enter');
    await expect.poll(focused, { timeout: SCREEN_TIMEOUT_MS }).toBe('H1 Visa / Mastercard');
    // Focused for screen readers, the heading draws no focus ring: it is no control to act on.
    await expect(page.evaluate(() => document.activeElement && getComputedStyle(document.activeElement).outlineStyle)).resolves.toBe('none');
    await page.keyboard.press('Shift+Tab');
    await expect(focused()).resolves.toBe('A All methods');
    await page.keyboard.press('Enter');
    await expect.poll(focused, { timeout: SCREEN_TIMEOUT_MS }).toBe('H1 Choose a payment method');
    await tabTo(page, ({ text }) => text.includes('Visa / Mastercard'));
    await page.keyboard.press('Enter');
    await expect.poll(focused, { timeout: SCREEN_TIMEOUT_MS }).toBe('H1 Visa / Mastercard');
    await page.goBack();
    await expect.poll(focused, { timeout: SCREEN_TIMEOUT_MS }).toBe('H1 Choose a payment method');
    await page.goForward();
    await expect.poll(focused, { timeout: SCREEN_TIMEOUT_MS }).toBe('H1 Visa / Mastercard');
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '125'));
    await form.submit.click();
    await expect.poll(focused, { timeout: SCREEN_TIMEOUT_MS }).toBe('H1 Deposit successful');
    await recorded.close();
  });

  for (const [form, failing] of Object.entries(FAILING_SUBMITS)) {
    for (const [pressed, target] of [
      ['the submit button', (page: Page) => page.getByRole('button', { name: failing.submit })],
      ['a field', (page: Page) => page.locator(failing.field)],
    ] as const) {
      it(`a failed ${form} submit sent with Enter on ${pressed} leaves the focus on the submit button, to try again`, async () => {
        const recorded = await harness.openPage(failing.path);
        const { page } = recorded;
        const submit = page.getByRole('button', { name: failing.submit });
        await submit.waitFor({ timeout: SCREEN_TIMEOUT_MS });
        await failing.fill(page);
        // The submit's own code has arrived (fetched when idle): the busy state then renders after the browser has
        // already dropped the focus of the disabled field.
        await page.waitForLoadState('networkidle');
        await target(page).press('Enter');
        await page.getByRole('alert').filter({ hasText: /^The (payment|withdrawal) could not be sent/ }).waitFor();
        await expect.poll(() => submit.evaluate((button) => button === document.activeElement)).toBe(true);
        await recorded.close();
      });
    }
  }

  it('the CVV help opens with Enter, leaves the expiry input under its label, and closes with Escape or Got it back to its button', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-card-success');
    const { page } = recorded;
    await page.locator('input[autocomplete="cc-exp"]').waitFor({ timeout: SCREEN_TIMEOUT_MS });
    const help = page.getByRole('button', { name: 'What is the CVV?' });
    const note = page.getByRole('note');
    /** How far the expiry input sits below the bottom of its label (px); side by side with the CVV on a wide page. */
    const expiryGap = (): Promise<number> =>
      page.evaluate(() => {
        const input = document.querySelector('input[autocomplete="cc-exp"]');
        const label = input === null ? null : document.querySelector(`label[for="${input.id}"]`);
        if (input === null || label === null) throw new Error('no expiry input with its label');
        return input.getBoundingClientRect().top - label.getBoundingClientRect().bottom;
      });
    const closedGap = await expiryGap();
    await tabTo(page, ({ text }) => text === '?');
    await page.keyboard.press('Enter');
    await note.waitFor();
    await expect(expiryGap()).resolves.toBe(closedGap);
    await screenshot(page, 'keyboard-cvv-help-open');
    await page.keyboard.press('Escape');
    await note.waitFor({ state: 'detached' });
    await expect(help.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await note.getByRole('button', { name: 'Got it' }).click();
    await note.waitFor({ state: 'detached' });
    await expect(help.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await recorded.close();
  });
});
