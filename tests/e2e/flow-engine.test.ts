import { describe, expect, it } from 'vitest';
import { browserForTests, pathOf, SCREEN_TIMEOUT_MS } from './browser.ts';


describe('one engine for every flow, under the strict CSP', () => {
  const harness = browserForTests();

  it("withdrawal's method list renders from GET /payouts/groups/init through the deposit's screens, its info joined with '; '", async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-card');
    const { page } = recorded;
    try {
      await page.getByRole('heading', { name: 'Choose a withdrawal method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      const card = page.getByRole('button', { name: /^Visa \/ Mastercard/ });
      expect(await card.textContent()).toContain('20.00\u00a0EUR – 5\u00a0000.00\u00a0EUR; Up to 24 hours');
      expect(recorded.requests.map((request) => pathOf(request.url)).filter((path) => path.startsWith('/api/'))).toContain(
        '/api/cashier-service/v1.0/payouts/groups/init',
      );
      await card.click();
      // A card method opens the saved-card list (/withdrawal-cards) first; a saved card then opens the form.
      await page.getByRole('button', { name: /Visa •••• 1111/ }).click({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByRole('button', { name: /^Withdraw/ }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(pathOf(page.url())).toBe('/withdrawal/card/');
      expect(recorded.requests.some((request) => pathOf(request.url) === '/api/cashier-service/v1.0/payouts/groups/501/select')).toBe(true);
      expect(await recorded.cspViolations()).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('the betting-shop list opens over the form at /betshop-deposit; Back closes it and the typed amount stays', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-betshop');
    const { page } = recorded;
    try {
      const amount = page.getByRole('textbox', { name: /^Amount/ });
      await amount.fill('40');
      await page.getByRole('button', { name: /^Betting shop/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(pathOf(page.url())).toBe('/betshop-deposit');
      expect(new URL(page.url()).searchParams.get('session_id')).toBe('deposit-betshop');
      await page.goBack();
      await dialog.waitFor({ state: 'detached', timeout: SCREEN_TIMEOUT_MS });
      expect(pathOf(page.url())).toBe('/deposit/betshop_cash/');
      expect(await amount.inputValue()).toBe('40');

      await page.getByRole('button', { name: /^Betting shop/ }).click();
      await dialog.getByRole('button', { name: /^Porto/ }).click();
      await dialog.waitFor({ state: 'detached', timeout: SCREEN_TIMEOUT_MS });
      await page.waitForURL((url) => url.pathname === '/deposit/betshop_cash/');
      expect(await page.getByRole('button', { name: /^Betting shop/ }).textContent()).toContain('Porto');
      expect(await amount.inputValue()).toBe('40');
      expect(await recorded.cspViolations()).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('the country list of a phone field opens at /select-country over the withdrawal form', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-phone');
    const { page } = recorded;
    try {
      await page.getByRole('button', { name: /country:/i }).click();
      const dialog = page.getByRole('dialog', { name: 'Select country' });
      await dialog.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(pathOf(page.url())).toBe('/select-country');
      await dialog.getByRole('button', { name: /^Uganda/ }).click();
      await dialog.waitFor({ state: 'detached', timeout: SCREEN_TIMEOUT_MS });
      await page.waitForURL((url) => url.pathname === '/withdrawal/mobile_money/');
      expect(await page.getByRole('button', { name: /country:/i }).getAttribute('aria-label')).toMatch(/^UG/);
    } finally {
      await recorded.close();
    }
  });

  it('a reload on /select-country starts the calls of the page below (the payout form), never a deposit init', async () => {
    const recorded = await harness.openPage('/withdrawal/mobile_money/?session_id=withdrawal-phone');
    const { page } = recorded;
    try {
      await page.getByRole('button', { name: /country:/i }).click();
      await page.getByRole('dialog', { name: 'Select country' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      const before = recorded.requests.length;
      await page.reload();
      await page.getByRole('heading', { name: /Mobile money/ }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      // The realtime channel asks init once the form is usable: its call is in too.
      await page.waitForTimeout(1500);
      const after = recorded.requests.slice(before).map((request) => new URL(request.url).pathname);
      const inits = after.filter((path) => path.endsWith('/groups/init'));
      expect(inits).toContain('/api/cashier-service/v1.0/payouts/groups/init');
      expect(inits).not.toContain('/api/cashier-service/v1.0/payments/groups/init');
      expect(recorded.console.filter((entry) => /\b501\b|UNRECORDED/.test(entry.text))).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('an overlay address opened bare (a reload, a shared link) shows its flow\'s method list, never a blank page', async () => {
    const recorded = await harness.openPage('/betshop-withdrawal?session_id=withdrawal-card');
    const { page } = recorded;
    try {
      await page.getByRole('heading', { name: 'Choose a withdrawal method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(pathOf(page.url())).toBe('/withdrawal');
    } finally {
      await recorded.close();
    }
  });
});
