import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { recordWithLateFiles, screenShiftsOf } from './layout-shifts.ts';
import { browserForTests, LOOKS, SCREEN_TIMEOUT_MS, screenshot, type OpenPageOptions, type RecordedPage, withCleanPage } from './browser.ts';

const RECURRING_CHECK_PATH = /\/user-cards\/recurring-check$/;
const USER_CARDS_PATH = /\/api\/cashier-service\/v1\.0\/user-cards$/;
const SUBMIT_PATH = /\/payments\/groups\/\d+\/submit$/;

describe('the readings of issue 10 item 11, the carousel, native wallets and toasts, as the user sees them', () => {
  const harness = browserForTests();

  const withPage = (path: string, body: (recorded: RecordedPage) => Promise<void>, options?: OpenPageOptions): Promise<void> =>
    withCleanPage(harness, path, body, options);

  const cvvField = (page: Page) => page.getByRole('textbox', { name: /^CVV/ });

  it('a saved tokenised card (is_card_token_active) whose method asks for the CVV shows the CVV, required, and no card number', () =>
    withPage('/deposit/card/?session_id=deposit-saved-cards', async ({ page, requests }) => {
      const cards = page.getByRole('radiogroup', { name: 'Card' });
      await cards.getByRole('radio', { name: '•••• 1111 Visa 09/29' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await expect(cards.getByRole('radio', { name: '•••• 1111 Visa 09/29' }).isChecked()).resolves.toBe(true);
      await cvvField(page).waitFor();
      await expect(cvvField(page).evaluate((input) => (input as HTMLInputElement).required)).resolves.toBe(true);
      await expect(page.getByRole('textbox', { name: /^Card number/ }).count()).resolves.toBe(0);
      expect(requests.some((request) => USER_CARDS_PATH.test(request.url) && request.method === 'GET')).toBe(true);
      expect(requests.some((request) => RECURRING_CHECK_PATH.test(request.url))).toBe(false);
    }));

  it('an untokenised saved card pays without CVV up to the recurring maximum, and above it asks the CVV once recurring-check says so', () =>
    withPage('/deposit?session_id=deposit-recurring-cvv', async ({ page, requests }) => {
      const amount = page.getByRole('textbox', { name: /^Amount/ });
      await amount.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByRole('radio', { name: /1111/ }).waitFor();
      await expect(cvvField(page).count()).resolves.toBe(0);

      const checked = page.waitForRequest((request) => RECURRING_CHECK_PATH.test(request.url()));
      await amount.fill('750');
      expect(JSON.parse((await checked).postData() ?? 'null')).toEqual({ user_card_id: 5501, amount: 750 });
      await cvvField(page).waitFor();
      await expect(cvvField(page).evaluate((input) => (input as HTMLInputElement).required)).resolves.toBe(true);
      await page.getByRole('button', { name: /^Deposit/ }).click();
      await page.getByText('This field is required').first().waitFor();
      await screenshot(page, 'readings-recurring-cvv-asked');

      // Back within the maximum: no CVV, and no further check.
      const checks = requests.filter((request) => RECURRING_CHECK_PATH.test(request.url)).length;
      await amount.fill('200');
      await cvvField(page).waitFor({ state: 'detached' });
      await page.waitForTimeout(600);
      expect(requests.filter((request) => RECURRING_CHECK_PATH.test(request.url)).length).toBe(checks);
    }));

  it('a Deposit clicked before recurring-check has answered waits for it: the code it asks for is required, nothing is sent without it', () =>
    withPage('/deposit?session_id=deposit-recurring-cvv', async ({ page, requests }) => {
      const amount = page.getByRole('textbox', { name: /^Amount/ });
      await amount.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByRole('radio', { name: /1111/ }).waitFor();
      const deposit = page.getByRole('button', { name: /^Deposit/ });
      await amount.fill('750');
      // Within the check's debounce: the button waits, busy, instead of paying without the code.
      await expect(deposit.getAttribute('aria-busy')).resolves.toBe('true');
      await deposit.click();
      await page.getByText('This field is required').first().waitFor();
      await expect(cvvField(page).evaluate((input) => (input as HTMLInputElement).required)).resolves.toBe(true);
      expect(requests.filter((request) => SUBMIT_PATH.test(request.url))).toEqual([]);
    }));

  it('a recurring-check that never answers holds the Deposit button 5 s at most, then asks the CVV (PH.ERROR.FIELD_REQUIRED)', () =>
    withPage('/deposit?session_id=deposit-recurring-cvv&fault=recurring-check:timeout', async ({ page, requests }) => {
      const amount = page.getByRole('textbox', { name: /^Amount/ });
      await amount.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByRole('radio', { name: /1111/ }).waitFor();
      const deposit = page.getByRole('button', { name: /^Deposit/ });
      const asked = page.waitForRequest((request) => RECURRING_CHECK_PATH.test(request.url()));
      await amount.fill('750');
      await asked;
      const waitingSince = Date.now();
      await expect(deposit.getAttribute('aria-busy')).resolves.toBe('true');
      // The patience is 5 s; the request timeout (30 s) is far beyond the wait allowed here.
      await cvvField(page).waitFor({ timeout: 8_000 });
      expect(Date.now() - waitingSince).toBeLessThan(8_000);
      await expect(deposit.getAttribute('aria-busy')).resolves.not.toBe('true');
      await deposit.click();
      await page.getByText('This field is required').first().waitFor();
      await expect(cvvField(page).evaluate((input) => (input as HTMLInputElement).required)).resolves.toBe(true);
      expect(requests.filter((request) => SUBMIT_PATH.test(request.url))).toEqual([]);
    }));

  it('a deep link to a carousel-chosen form waits for the carousel\'s code: the form is not pushed down when it arrives', () =>
    withPage(
      '/deposit/bank/?session_id=deposit-carousel',
      async ({ page }) => {
        await page.getByRole('radiogroup', { name: 'Quick choice' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
        await page.getByRole('combobox', { name: /^Bank country/ }).waitFor();
        await page.waitForTimeout(300);
        await expect(screenShiftsOf(page)).resolves.toEqual([]);
      },
      { beforeOpen: recordWithLateFiles(/\/assets\/method-carousel-[\w-]+\.js$/) },
    ));

  it('with lang=ar the phone starts at no country (UN), not Argentina; the digits then name the country', () =>
    withPage('/deposit/bank/?session_id=deposit-carousel&lang=ar', async ({ page }) => {
      const flag = page.locator('.phone__flag');
      await flag.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await expect(flag.locator('.phone__globe').count()).resolves.toBe(1);
      await expect(flag.locator('.phone__iso').count()).resolves.toBe(0);
      await expect(flag.getAttribute('aria-label')).resolves.not.toMatch(/AR|الأرجنتين/);
      await page.getByRole('textbox', { name: /هاتف|Phone/ }).or(page.locator('.phone input')).first().fill('+358401234567');
      // The typed text shows at once; the flag, with the rest of the form, once that frame is painted.
      await flag.filter({ hasText: 'FI' }).waitFor();
    }));

  it('a select with one option shows it chosen; of several, the one marked selected; with none marked, its prompt', () =>
    withPage('/deposit/bank/?session_id=deposit-carousel', async ({ page }) => {
      const country = page.getByRole('combobox', { name: /^Bank country/ });
      await country.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await expect(country.inputValue()).resolves.toBe('FI');
      await expect(page.getByRole('combobox', { name: /^Bank(?! country)/ }).inputValue()).resolves.toBe('op');
      await expect(page.getByRole('combobox', { name: /^Account type/ }).inputValue()).resolves.toBe('');
      await page.locator('.phone__globe').waitFor();
      await screenshot(page, 'readings-bank-form');
    }));

  it('the carousel shows at most 5 enabled carousel methods, the first chosen over its form; a click chooses, All methods hides it', () =>
    withPage('/deposit?session_id=deposit-carousel', async ({ page }) => {
      const carousel = page.getByRole('radiogroup', { name: 'Quick choice' });
      await carousel.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      const radios = carousel.getByRole('radio');
      // Ten methods: Apple Pay and Google Pay are not for desktop, SEPA is disabled, Mobile pay is not flagged.
      await expect(radios.count()).resolves.toBe(5);
      expect(await carousel.locator('.carousel__name').allTextContents()).toEqual(['Bank transfer', 'Visa / Mastercard', 'Skrill', 'Neteller', 'Bitcoin (BTC)']);
      await expect(radios.first().isChecked()).resolves.toBe(true);
      await screenshot(page, 'readings-carousel-light');

      await carousel.getByRole('radio', { name: 'Skrill' }).check();
      // The choice opens its form under the carousel.
      await page.waitForURL((url) => url.pathname === '/deposit/skrill/');
      await expect(carousel.getByRole('radio', { name: 'Skrill' }).isChecked()).resolves.toBe(true);
      await expect(radios.first().isChecked()).resolves.toBe(false);
      await page.getByRole('link', { name: 'All methods' }).click();
      await carousel.waitFor({ state: 'detached' });
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('methods-title');
      await expect(page.locator('button.method').count()).resolves.toBe(8);
    }));

  it('Apple Pay shows only on iOS and Google Pay only on Android, never on desktop Chrome', async () => {
    const names = async (page: Page): Promise<string[]> => {
      // The first carousel method's form opens under the carousel; its link leads to the whole list.
      await page.getByRole('link', { name: 'All methods' }).click({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      return page.locator('.method__name').allTextContents();
    };
    await withPage('/deposit?session_id=deposit-carousel', async ({ page }) => {
      const shown = await names(page);
      expect(shown).not.toContain('Apple Pay');
      expect(shown).not.toContain('Google Pay');
    });
    await withPage('/deposit?session_id=deposit-carousel&x-channel=ios', async ({ page }) => {
      const shown = await names(page);
      expect(shown).toContain('Apple Pay');
      expect(shown).not.toContain('Google Pay');
    });
    await withPage('/deposit?session_id=deposit-carousel&x-channel=android', async ({ page }) => {
      const shown = await names(page);
      expect(shown).toContain('Google Pay');
      expect(shown).not.toContain('Apple Pay');
    });
  });

  it('a success toast says the card was deleted, and hides by itself after 2 s', () =>
    withPage('/deposit/card/?session_id=deposit-saved-cards', async ({ page }) => {
      await page.getByRole('button', { name: 'Delete card Mastercard •••• 4444' }).click({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
      const toast = page.locator('.toaster [aria-live="polite"]').getByText('Card deleted');
      await toast.waitFor();
      const shownAt = Date.now();
      await screenshot(page, 'readings-toast');
      expect(await axeViolations(page)).toEqual([]);
      await toast.waitFor({ state: 'detached', timeout: 5000 });
      expect(Date.now() - shownAt).toBeGreaterThan(1000);
    }));

  it('an unknown address (a malformed escape) shows the router error text, Unexpected Application Error, and says the page does not exist', () =>
    withPage('/deposit/%E0%A4%A/?session_id=deposit-carousel', async ({ page }) => {
      await page.getByRole('heading', { name: 'Unexpected Application Error' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByText('This page does not exist.').waitFor();
    }));

  for (const [look, options, query] of LOOKS) {
    it(`the list with its carousel, the bank form and the error popup have no axe violations (${look})`, async () => {
      await withPage(
        `/deposit?session_id=deposit-carousel${query}`,
        async ({ page }) => {
          await page.locator('.carousel').waitFor({ timeout: SCREEN_TIMEOUT_MS });
          await screenshot(page, `readings-list-${look}`);
          expect(await axeViolations(page)).toEqual([]);
        },
        options,
      );
      await withPage(
        `/deposit/bank/?session_id=deposit-carousel${query}`,
        async ({ page }) => {
          await page.locator('.phone__flag').waitFor({ timeout: SCREEN_TIMEOUT_MS });
          expect(await axeViolations(page)).toEqual([]);
        },
        options,
      );
      await withPage(
        `/deposit/card/?session_id=deposit-saved-cards&fault=user-cards:500${query}`,
        async ({ page }) => {
          await page.locator('.saved-card__delete').first().click({ timeout: SCREEN_TIMEOUT_MS });
          await page.getByRole('alertdialog').locator('.button--danger').click();
          // The error popup (its code shown) replaces the confirmation.
          await page.getByRole('alertdialog').getByText(/FIXTURE_FAULT/).waitFor();
          await screenshot(page, `readings-error-popup-${look}`);
          expect(await axeViolations(page)).toEqual([]);
        },
        options,
      );
    });
  }
});
