import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot } from './browser.ts';

describe('the scenario index at /fixtures/', () => {
  const harness = browserForTests();

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

  it.each(['light', 'dark'] as const)('reads in the %s scheme: axe finds nothing, link and note colours included', async (colorScheme) => {
    const recorded = await harness.openPage('/fixtures/', { colorScheme });
    const { page } = recorded;
    await page.getByRole('heading', { name: 'deposit-broken-init' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await screenshot(page, `fixtures-index-${colorScheme}`);
    await recorded.close();
  });
});
