import { describe, expect, it } from 'vitest';
import { browserForTests, LOOKS, screenshot } from './browser.ts';

const CARD_FORM = '/deposit/card/?session_id=deposit-card-success';

describe('the card form in light, dark and right to left', () => {
  const harness = browserForTests();

  // README "Decisions where the spec is silent": the CVV help button's mark is its language's question mark, as the
  // mark of "No payment found": Arabic turns it (؟), Hebrew writes the Latin one. Its name stays the sentence it asks.
  it.each(LOOKS)('the CVV help button shows the question mark of its language, named as before (%s)', async (look, options, query) => {
    const recorded = await harness.openPage(`${CARD_FORM}${query}`, options);
    const { page } = recorded;
    // The right-to-left look opens the page in Arabic.
    const help = page.getByRole('button', { name: look === 'rtl' ? 'ما هو رمز CVV؟' : 'What is the CVV?', exact: true });
    await help.waitFor();
    await screenshot(page, `card-form-cvv-help-${look}`);
    expect(await help.textContent()).toBe(look === 'rtl' ? '؟' : '?');
    await recorded.close();
  });

  it('the CVV help button in Hebrew, laid out right to left, keeps the Latin question mark Hebrew writes', async () => {
    const recorded = await harness.openPage(`${CARD_FORM}&lang=he`, { dir: 'rtl' });
    const { page } = recorded;
    const help = page.getByRole('button', { name: 'מה זה CVV?', exact: true });
    await help.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await help.textContent()).toBe('?');
    await recorded.close();
  });

  // README "Decisions where the spec is silent": a value the user cannot change is not drawn as a box to type in.
  it.each(LOOKS)("a checkout's order amount, which cannot be changed, is drawn on the page's colour, unlike the fields to fill (%s)", async (look, options, query) => {
    const recorded = await harness.openPage(`/checkout?session_id=checkout-card${query}`, options);
    const { page } = recorded;
    const amount = page.locator('#root_amount');
    await amount.waitFor();
    await screenshot(page, `checkout-amount-${look}`);
    expect(await amount.getAttribute('readonly')).toBe('');
    const background = (selector: string) => page.$eval(selector, (element) => getComputedStyle(element).backgroundColor);
    const [fixed, toFill, pageColour] = await Promise.all([background('#root_amount'), background('#root_card_pan'), page.evaluate(() => getComputedStyle(document.body).backgroundColor)]);
    expect(fixed).toBe(pageColour);
    expect(fixed).not.toBe(toFill);
    await recorded.close();
  });
});
