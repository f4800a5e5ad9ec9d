import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts as en } from '../../src/i18n/form/en.ts';
import { listAndForm as ar } from '../../src/i18n/languages/ar/list-and-form.ts';
import { browserForTests, LOOKS, screenshot, SCREEN_TIMEOUT_MS } from './browser.ts';

const PATH = '/withdrawal?session_id=withdrawal-payout-accounts';
const REQUIRED = en['PH.ERROR.FIELD_REQUIRED'];

/** The payout account's error line, and whether its select or input is marked invalid. */
async function accountErrors(page: Page): Promise<{ text: string; invalid: string | null }> {
  return {
    text: (await page.locator('#root_payout_account__error').textContent()) ?? '',
    invalid: await page.locator('#root_payout_account').getAttribute('aria-invalid'),
  };
}

const focused = (control: Locator): Promise<boolean> => control.evaluate((element) => element === document.activeElement);

/** Tabs from wherever the focus is to `control`, by keyboard alone (at most 10 presses). */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('Tab');
    if (await focused(control)) return;
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

/** "Add a new account" / "Choose a saved account" (in the page's language). */
const theSwitch = (page: Page): Locator => page.locator('.payout-account__switch');

describe('the payout account\'s switch between saved and new accounts, by keyboard', () => {
  const harness = browserForTests();

  it.each(LOOKS)('%s: a new account only tabbed through, or a saved one switched back to, says nothing is wrong', async (look, options, query) => {
    const { page, close } = await harness.openPage(`${PATH}${query}`, options);
    await page.locator('select#root_payout_account').waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await tabTo(page, theSwitch(page));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_payout_account');
    // Left empty without typing: the user has not got it wrong yet (before, "This field is required" showed and was read out).
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(theSwitch(page))).toBe(true);
    expect(await accountErrors(page)).toEqual({ text: '', invalid: 'false' });
    await screenshot(page, `payout-account-switch-new-${look}`);
    // Back on a saved account, which holds a valid choice: no error stands on it.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    expect(await accountErrors(page)).toEqual({ text: '', invalid: 'false' });
    await screenshot(page, `payout-account-switch-saved-${look}`);
    await close();
  });

  // The rule itself is unchanged: typing, or a submit attempt, still shows the error.
  it('a submit attempt still says a new account left empty is required, on the input, which takes the focus', async () => {
    const { page, close } = await harness.openPage(PATH);
    await page.locator('select#root_payout_account').waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await tabTo(page, theSwitch(page));
    await page.keyboard.press('Enter');
    await tabTo(page, page.locator('button[type=submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => accountErrors(page)).toEqual({ text: REQUIRED, invalid: 'true' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_payout_account');
    await close();
  });

  it.each(LOOKS)('%s: after a submit attempt, switching to a saved account drops the error at once; Continue still checks the new one', async (look, options, query) => {
    const required = look === 'rtl' ? ar.form['PH.ERROR.FIELD_REQUIRED'] : REQUIRED;
    const { page, close } = await harness.openPage(`${PATH}${query}`, options);
    await page.locator('select#root_payout_account').waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await tabTo(page, theSwitch(page));
    await page.keyboard.press('Enter');
    await tabTo(page, page.locator('button[type=submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => accountErrors(page)).toEqual({ text: required, invalid: 'true' });
    await tabTo(page, theSwitch(page));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    // Still on the select (no blur yet): before, the error and aria-invalid stood on its valid account until it was left.
    await expect.poll(() => accountErrors(page)).toEqual({ text: '', invalid: 'false' });
    await screenshot(page, `payout-account-switch-after-attempt-${look}`);
    // The new account, empty again, starts over too; the next Continue says it is required.
    await tabTo(page, theSwitch(page));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    expect(await accountErrors(page)).toEqual({ text: '', invalid: 'false' });
    await tabTo(page, page.locator('button[type=submit]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => accountErrors(page)).toEqual({ text: required, invalid: 'true' });
    await close();
  });

  it('an account typed and left still shows its error; switching to a saved account drops it', async () => {
    const { page, close } = await harness.openPage(PATH);
    await page.locator('select#root_payout_account').waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await tabTo(page, theSwitch(page));
    await page.keyboard.press('Enter');
    await page.keyboard.type('x');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await expect.poll(() => accountErrors(page)).toEqual({ text: REQUIRED, invalid: 'true' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    // Polled: on a loaded machine the focus can reach the select a frame before the dropped error is drawn away.
    await expect.poll(() => accountErrors(page)).toEqual({ text: '', invalid: 'false' });
    await close();
  });
});
