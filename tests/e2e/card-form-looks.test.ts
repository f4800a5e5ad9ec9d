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
});
