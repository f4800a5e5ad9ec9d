import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBrowser, type BrowserHarness } from './browser.ts';

const SCREEN_TIMEOUT_MS = 10_000;

describe('deposit-methods-mixed, as QA replays it', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  it('every method the list offers opens its form from a recorded select answer, and All methods comes back', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-methods-mixed');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    const offered = page.locator('button.method:not([aria-disabled="true"])');
    const names = await offered.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-method-name') ?? button.textContent ?? ''));
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (let index = 0; index < names.length; index += 1) {
      await offered.nth(index).click();
      await page.getByRole('textbox', { name: /^Amount/ }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByRole('link', { name: 'All methods' }).click();
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    }
    const selects = recorded.requests.filter((request) => request.url.endsWith('/select'));
    expect(selects).toHaveLength(names.length);
    expect(recorded.pageErrors).toEqual([]);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });
});
