import { describe, expect, it } from 'vitest';
import { browserForTests, LOOKS, screenshot } from './browser.ts';

/** A result address opened by hand: no payment of the session to show (README "Embedding for merchants"). */
const NO_PAYMENT = '/deposit/deposit-success?session_id=deposit-card-success';

describe('the result pages in light, dark and right to left', () => {
  const harness = browserForTests();

  // README "Decisions where the spec is silent": the mark of "No payment found" is its language's question mark; the
  // Latin "?" faces the wrong way for an Arabic reader, whose script turns it (؟), while Hebrew writes the Latin one.
  it.each(LOOKS)('"No payment found" shows the question mark of its language (%s)', async (look, options, query) => {
    const recorded = await harness.openPage(`${NO_PAYMENT}${query}`, options);
    const { page } = recorded;
    await page.locator('[data-result="none"]').waitFor();
    await screenshot(page, `result-no-payment-${look}`);
    expect(await page.locator('.status__icon').textContent()).toBe(look === 'rtl' ? '؟' : '?');
    await recorded.close();
  });

  it('"No payment found" in Hebrew, laid out right to left, keeps the Latin question mark Hebrew writes', async () => {
    const recorded = await harness.openPage(`${NO_PAYMENT}&lang=he`, { dir: 'rtl' });
    const { page } = recorded;
    await page.getByRole('heading', { name: 'לא נמצא תשלום' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.locator('.status__icon').textContent()).toBe('?');
    await recorded.close();
  });
});
