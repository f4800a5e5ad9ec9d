import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot, startBrowser, type BrowserHarness } from './browser.ts';

describe('the scenario index at /fixtures/', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  it('lists the scenarios and opens one in a 375px frame that plays it, under its own strict policy', async () => {
    const recorded = await harness.openPage('/fixtures/');
    const { page } = recorded;
    await expect(page.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(
      expect.arrayContaining(['deposit-broken-init', 'deposit-card-3ds', 'deposit-card-success']),
    );
    await page.getByRole('navigation', { name: 'Open deposit-card-success' }).getByRole('link', { name: 'Mobile 375px' }).click();
    const frame = page.locator('iframe');
    await expect(frame.getAttribute('width')).resolves.toBe('375');
    await page.frameLocator('iframe').getByRole('button', { name: /Visa \/ Mastercard/ }).waitFor();
    await screenshot(page, 'fixtures-mobile');
    expect(await recorded.cspViolations()).toEqual([]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});
