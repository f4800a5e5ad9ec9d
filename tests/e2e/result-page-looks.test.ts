import { describe, expect, it } from 'vitest';
import { browserForTests, LOOKS, screenshot } from './browser.ts';
import { deposit, noPayment, openWithGatewayTimeout, waitOnClockFor } from './unconfirmed-page.ts';

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

  // The unconfirmed processing page (a submit answered 504 that never reached the server, after the long wait).
  it.each(LOOKS)('"Check again" is as wide as the page\'s other buttons and as far from them as they are apart (%s)', async (look, options, query) => {
    const recorded = await openWithGatewayTimeout(harness, deposit, noPayment, query, options);
    const { page } = recorded;
    await deposit.fill(page);
    await page.locator('button[type="submit"]').click();
    await waitOnClockFor(page, page.locator('.status__icon').getByText('i', { exact: true }));
    await screenshot(page, `result-check-again-${look}`);
    const boxes = await page.locator('.status button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const { width, top, bottom } = button.getBoundingClientRect();
        return { width, top, bottom };
      }),
    );
    const widths = boxes.map((box) => Math.round(box.width));
    expect(widths.length).toBeGreaterThanOrEqual(2);
    expect(widths).toEqual(widths.map(() => widths.at(-1)));
    // One rhythm down the column: the gap under "Check again" is the gap between the ways on (result.css).
    const gaps = boxes.slice(1).map((box, index) => Math.round(box.top - (boxes[index]?.bottom ?? 0)));
    expect(gaps).toEqual(gaps.map(() => 10));
    await recorded.close();
  });
});
