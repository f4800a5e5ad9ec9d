import { describe, expect, it } from 'vitest';
import { browserForTests, LOOKS, pathOf, screenshot, SCREEN_TIMEOUT_MS, withCleanPage, type RecordedPage } from './browser.ts';

/** A carousel tile's height with a three-line name (px): logo, gap, three lines of 0.85rem text, padding. */
const TILE_MAX_PX = 160;
const LONG_NAME = `SuperLongProviderNameWithoutAnySpaceFromTheServer_${'X'.repeat(60)}`;

/** How many console warnings contain `text`: a bad payload is told once, however often its screen renders. */
const warnings = ({ console }: RecordedPage, text: string): number => console.filter((entry) => entry.type === 'warning' && entry.text.includes(text)).length;

/** Whether the page scrolls sideways: a name without a break must wrap, not widen the page. */
const scrollsSideways = ({ page }: RecordedPage): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('a method list the server got wrong (deposit-hostile-list, deposit-hostile-carousel)', () => {
  const harness = browserForTests();

  it.each(LOOKS)('%s: every method has a name (one with none is left out), the long one wraps in its row, inverted limits show no range; each is told once', (look, options, query) =>
    withCleanPage(
      harness,
      `/deposit?session_id=deposit-hostile-list${query}`,
      async (recorded) => {
        const { page } = recorded;
        await page.setViewportSize({ width: 360, height: 900 });
        await page.locator('button.method').first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
        // Named by its short_name, by its own long name; the method with neither name is not on the list.
        for (const name of ['skrill', LONG_NAME, 'Inverted wallet']) {
          await page.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
        }
        expect(await page.locator('button.method').evaluateAll((buttons) => buttons.every((button) => (button.textContent ?? '').trim() !== ''))).toBe(true);
        expect(await page.locator('button.method').count()).toBe(4);
        expect(await scrollsSideways(recorded)).toBe(false);
        // The inverted method's row says nothing of 500 or 10; a sound neighbour keeps its range.
        expect(await page.getByRole('button', { name: /^Inverted wallet/ }).textContent()).not.toMatch(/500|10[.,]00/);
        expect(await page.getByRole('button', { name: /^Neteller/ }).textContent()).toMatch(/10[.,]00/);
        await screenshot(page, `hostile-list-${look}`);
        expect(warnings(recorded, 'method 901: blank public_name, shown as "skrill"')).toBe(1);
        expect(warnings(recorded, 'method 902: blank public_name, and no short_name: left out')).toBe(1);
        expect(warnings(recorded, 'method 904: min_amount 500 > max_amount 10, limits ignored')).toBe(1);
        expect(recorded.pageErrors).toEqual([]);
      },
      options,
    ),
  );

  it('the inverted method\'s form shows no range, takes 75 EUR and sends it; the long name heads its form, wrapped', () =>
    withCleanPage(harness, '/deposit?session_id=deposit-hostile-list', async (recorded) => {
      const { page } = recorded;
      await page.setViewportSize({ width: 360, height: 900 });
      await page.getByRole('button', { name: /^Inverted wallet/ }).click();
      const amount = page.getByRole('textbox', { name: /^Amount/ });
      await amount.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(await page.getByText(/^From /).count()).toBe(0);
      await amount.fill('75');
      await page.getByRole('textbox', { name: /^Wallet ID/ }).fill('w4ll3t_42');
      await page.keyboard.press('Tab');
      expect(await page.getByRole('alert').count()).toBe(0);
      await screenshot(page, 'hostile-list-inverted-form');
      expect(warnings(recorded, 'the form: min_amount 500 > max_amount 10, limits ignored')).toBe(1);
      const submitted = page.waitForRequest(/\/submit$/);
      await page.getByRole('button', { name: /^Deposit/ }).click();
      expect((await submitted).postData()).toContain('"amount":75');
      await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });

      await page.goto(new URL('/deposit/long_name/?session_id=deposit-hostile-list', page.url()).href);
      const heading = page.getByRole('heading', { name: LONG_NAME });
      await heading.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(await scrollsSideways(recorded)).toBe(false);
    }));

  it.each(LOOKS)('%s: a carousel tile with a long unbroken name stops at three lines, the tile under 160 px tall, and its radio keeps the whole name', (look, options, query) =>
    withCleanPage(
      harness,
      `/deposit?session_id=deposit-hostile-carousel${query}`,
      async ({ page }) => {
        await page.getByRole('radio', { name: LONG_NAME }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
        await page.getByRole('radio', { name: 'skrill' }).waitFor();
        // A logo and three lines of name: unclamped, the name's 14 lines made the row (every tile stretches to it) ~300 px tall.
        const heights = await page.locator('.carousel__item').evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect().height));
        expect(Math.max(...heights)).toBeLessThan(TILE_MAX_PX);
        expect(pathOf(page)).toBe('/deposit/long_name/');
        await screenshot(page, `hostile-carousel-${look}`);
      },
      options,
    ),
  );
});
