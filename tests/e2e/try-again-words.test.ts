import { describe, expect, inject, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';

/** The account-blocked screen of a block ending at 2099-12-31T23:59:00Z (see verify-account.test.ts). */
const BLOCKED = '/withdrawal?session_id=withdrawal-account-blocked';

describe('"Try again" says the same words on every screen, in every language (one key, APP.ERROR.RETRY)', () => {
  const harness = browserForTests();

  // Languages whose account pages said it in other words than the error screen.
  it.each(['ru', 'ar'])('%s: the error screen\'s button and the account-blocked screen\'s link, once the block is over', async (lang) => {
    const failed = await harness.openPage(`/deposit?session_id=deposit-card-success&fault=init:502&lang=${lang}`);
    const retry = failed.page.getByRole('alert').getByRole('button');
    const errorWords = (await retry.textContent()) ?? '';
    await failed.close();

    const context = await harness.browser.newContext();
    await context.clock.install({ time: new Date('2099-12-31T23:58:58Z') });
    const page = await context.newPage();
    await page.goto(new URL(`${BLOCKED}&lang=${lang}`, inject('baseUrl')).href);
    await page.clock.resume();
    // Once the block is over, the way back to the method's form is the primary action and says "Try again".
    const again = page.locator('.status__actions .button--primary');
    await expect.poll(() => again.getAttribute('href'), { timeout: 8000 }).toMatch(/^\/withdrawal\/bank_transfer\/\?/);
    await expect(again.textContent()).resolves.toBe(errorWords);
    expect(errorWords).not.toBe('');
    await screenshot(page, `try-again-account-blocked-${lang}`);
    await context.close();
  });
});
