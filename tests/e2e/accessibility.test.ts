import { describe, expect, it } from 'vitest';
import { browserForTests, LOOKS, screenshot, type RecordedPage } from './browser.ts';
import { axeViolations } from './axe.ts';
import { cardFormPage, TEST_CARD_DATA } from './card-form-page.ts';

/** The page background each look must show (theme.css: --bg): light and right to left share it. */
const LIGHT_BACKGROUND = 'rgb(244, 246, 250)';
const DARK_BACKGROUND = 'rgb(15, 18, 24)';

/** What each screen says once ready: the right-to-left look opens with lang=ar, so it reads Arabic. */
interface ReadyTexts {
  methodList: string | RegExp;
  cardError: string;
  noPayment: string;
}
const READY_TEXTS: Readonly<Record<'en' | 'ar', ReadyTexts>> = {
  en: { methodList: /payment method/i, cardError: 'Incorrect card number', noPayment: 'No payment found' },
  ar: { methodList: 'اختر طريقة الدفع', cardError: 'رقم البطاقة غير صحيح', noPayment: 'لم يتم العثور على أي دفعة' },
};

const SCREENS: readonly [string, string, (recorded: RecordedPage, texts: ReadyTexts) => Promise<void>][] = [
  ['method list', '/deposit?session_id=deposit-card-success', (r, texts) => r.page.getByRole('heading', { name: texts.methodList }).waitFor()],
  [
    'card form with an error shown',
    '/deposit/card/?session_id=deposit-card-success',
    async ({ page }, texts) => {
      const { cardNumber } = cardFormPage(page);
      await cardNumber.fill(TEST_CARD_DATA['visa-bad-luhn'].number);
      await cardNumber.blur();
      await page.getByText(texts.cardError).waitFor();
    },
  ],
  // A result address opened by hand shows no outcome (README "Embedding for merchants"); the result screen is the same.
  ['result page', '/deposit/deposit-success?session_id=deposit-card-success', (r, texts) => r.page.getByRole('heading', { name: texts.noPayment }).waitFor()],
  ['error screen', '/deposit?session_id=deposit-broken-init', (r) => r.page.getByRole('alert').waitFor()],
];

describe('accessibility (axe-core, WCAG 2.1 AA) in light, dark and right-to-left', () => {
  const harness = browserForTests();

  for (const [look, options, query] of LOOKS) {
    it.each(SCREENS)(`%s has no violations (${look})`, async (name, path, ready) => {
      const recorded = await harness.openPage(`${path}${query}`, options);
      await ready(recorded, READY_TEXTS[look === 'rtl' ? 'ar' : 'en']);
      await screenshot(recorded.page, `a11y-${name.replace(/\W+/g, '-')}-${look}`);
      expect(await axeViolations(recorded.page)).toEqual([]);
      expect(await recorded.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(look === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
      expect(await recorded.page.evaluate(() => document.documentElement.dir)).toBe(look === 'rtl' ? 'rtl' : 'ltr');
      await recorded.close();
    });
  }

  it('the card form is usable by keyboard alone, in order, with no trap', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-card-success');
    const { page } = recorded;
    await cardFormPage(page).cardNumber.waitFor();
    const order: string[] = [];
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim() || ''));
    }
    const fields = ['root_amount', 'root_card_pan', 'root_expirationDate', 'root_card_cvv', 'root_cardholder_name'];
    const positions = fields.map((id) => order.indexOf(id));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(order.some((entry) => entry.startsWith('Deposit'))).toBe(true);
    await recorded.close();
  });
});
