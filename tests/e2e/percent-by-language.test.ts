import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot, type OpenPageOptions } from './browser.ts';

/** The card of deposit-bonus: a fee of 2.5% + 0.30 EUR on the list, a ribbon "Bonus up to 100% or 250.00 EUR" on its form. */
const SCENARIO = '/deposit?session_id=deposit-bonus';

/** What a reader sees, without the invisible marks that keep each value's direction on a right-to-left page. */
const visible = (text: string | null): string => (text ?? '').replace(/[\u2066-\u2069]/g, '');

// Each language writes the percentage its own way, the number with the cashier's decimal point: Turkish puts the sign
// before it, French a narrow no-break space between. Before, every language had "2.5%" on the fee.
const CASES: readonly [string, string, string, OpenPageOptions][] = [
  ['en', 'Fee 2.5% + ', 'Bonus up to 100% or ', {}],
  ['tr', 'Ücret %2.5 + ', '%100 veya ', {}],
  ['fr', 'Frais 2.5\u202f% + ', 'Bonus jusqu’à 100\u202f% ou ', {}],
  ['fr, dark', 'Frais 2.5\u202f% + ', 'Bonus jusqu’à 100\u202f% ou ', { colorScheme: 'dark' }],
  ['ar', 'الرسوم 2.5% + ', 'مكافأة حتى 100% أو ', { dir: 'rtl' }],
  ['ar, dark', 'الرسوم 2.5% + ', 'مكافأة حتى 100% أو ', { dir: 'rtl', colorScheme: 'dark' }],
];

describe('a percentage is written as the page’s language writes it', () => {
  const harness = browserForTests();

  it.each(CASES)('%s: the fee on the list reads %j, the bonus ribbon %j', async (name, fee, bonus, options) => {
    const theme = options.colorScheme === 'dark' ? '&theme=dark' : '';
    const recorded = await harness.openPage(`${SCENARIO}&lang=${name.slice(0, 2)}${theme}`, options);
    const { page } = recorded;
    const card = page.locator('.method', { hasText: 'Visa' }).first();
    await expect.poll(async () => visible(await card.locator('.method__info').textContent())).toContain(fee);
    await screenshot(page, `percent-by-language-list-${name.replace(', ', '-')}`);
    await card.click();
    await expect.poll(async () => visible(await page.locator('.ribbon__offer').textContent())).toContain(bonus);
    await screenshot(page, `percent-by-language-form-${name.replace(', ', '-')}`);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});
