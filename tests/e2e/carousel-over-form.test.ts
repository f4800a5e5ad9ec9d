import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, LOOKS, pathOf, SCREEN_TIMEOUT_MS, screenshot, withCleanPage, type OpenPageOptions, type RecordedPage } from './browser.ts';


describe('auto-redirect rule 5: the first carousel method opens under the carousel (deposit-carousel)', () => {
  const harness = browserForTests();

  const withPage = (path: string, body: (recorded: RecordedPage) => Promise<void>, options?: OpenPageOptions): Promise<void> =>
    withCleanPage(harness, path, body, options);

  it('the list opens the first carousel method’s form under the carousel; a quick choice swaps the form; All methods opens the list without it', () =>
    withPage('/deposit?session_id=deposit-carousel', async ({ page }) => {
      await page.waitForURL((url) => url.pathname === '/deposit/bank/', { timeout: SCREEN_TIMEOUT_MS });
      const carousel = page.getByRole('radiogroup', { name: 'Quick choice' });
      await page.getByRole('heading', { level: 1, name: 'Bank transfer' }).waitFor();
      await carousel.waitFor();
      await expect(carousel.getByRole('radio', { name: 'Bank transfer' }).isChecked()).resolves.toBe(true);
      // The page's headings start with its h1, the form's title: the carousel over it names its region, no heading.
      await expect(page.locator('h1, h2, h3').first().evaluate((heading) => heading.tagName)).resolves.toBe('H1');
      await page.getByRole('region', { name: 'Quick choice' }).waitFor();
      // Under the form, the form's own button and link stand for the carousel's: no Continue, one "All methods".
      await expect(page.getByRole('button', { name: 'Continue', exact: true }).count()).resolves.toBe(0);
      await expect(page.getByText('All methods', { exact: true }).count()).resolves.toBe(1);
      await page.getByRole('combobox', { name: /^Bank country/ }).waitFor();

      await carousel.getByRole('radio', { name: 'Skrill' }).check();
      await page.waitForURL((url) => url.pathname === '/deposit/skrill/');
      await page.getByRole('heading', { level: 1, name: 'Skrill' }).waitFor();
      await page.getByRole('textbox', { name: /^Skrill e-mail/ }).waitFor();
      await expect(carousel.getByRole('radio', { name: 'Skrill' }).isChecked()).resolves.toBe(true);
      // The carousel stayed: the keyboard user's focus is still on the choice just made.
      await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).resolves.toBe('radio');
      await screenshot(page, 'carousel-over-form');

      await page.getByRole('link', { name: 'All methods' }).click();
      await page.getByRole('heading', { level: 1, name: 'Choose a payment method' }).waitFor();
      expect(pathOf(page)).toBe('/deposit');
      await expect(page.locator('.carousel').count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('methods-title');
      await expect(page.locator('button.method').count()).resolves.toBe(8);
    }));

  for (const [look, options, query] of LOOKS) {
    it(`the carousel over the form has no axe violations (${look})`, () =>
      withPage(
        `/deposit?session_id=deposit-carousel${query}`,
        async ({ page }) => {
          await page.locator('.carousel--over-form').waitFor({ timeout: SCREEN_TIMEOUT_MS });
          await page.locator('.phone__flag').waitFor();
          await screenshot(page, `carousel-form-${look}`);
          expect(await axeViolations(page)).toEqual([]);
        },
        options,
      ));
  }
});
