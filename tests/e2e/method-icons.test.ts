import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { browserWithSinks, SESSION } from './telemetry-sinks.ts';

describe('method icons under the strict CSP', () => {
  const harness = browserWithSinks();

  it('shows method icons from the assets host; an icon answering 400 is asked 3 more times, 500 ms apart, then shows the placeholder', async () => {
    const recorded = await harness.openPage(`/deposit?session_id=${SESSION}`);
    const { page } = recorded;
    const card = page.getByRole('button', { name: /Visa \/ Mastercard/ });
    await card.locator('img.method__logo').waitFor();
    expect(await card.locator('img.method__logo').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const bank = page.getByRole('button', { name: /Bank transfer/ });
    await page.waitForTimeout(2500);
    const broken = recorded.requests.filter((request) => request.url.endsWith('/fixtures/assets/broken-bank.svg'));
    expect(broken).toHaveLength(4);
    await expect(bank.locator('.method__logo--placeholder').textContent()).resolves.toBe('BA');
    expect(await bank.locator('img').count()).toBe(0);
    expect(await recorded.cspViolations()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'method-icons');
    await recorded.close();
  });

  it('mirrors the icons of the right-to-left list on a right-to-left page', async () => {
    const recorded = await harness.openPage(`/deposit?session_id=${SESSION}`, { dir: 'rtl' });
    const { page } = recorded;
    const skrill = page.getByRole('button', { name: /Skrill/ }).locator('img.method__logo');
    await skrill.waitFor();
    expect(await skrill.getAttribute('class')).toContain('method__logo--mirrored');
    expect(await page.getByRole('button', { name: /Visa \/ Mastercard/ }).locator('img.method__logo').getAttribute('class')).not.toContain('mirrored');
    await screenshot(page, 'method-icons-rtl');
    const dark = await harness.openPage(`/deposit?session_id=${SESSION}&theme=dark`, { colorScheme: 'dark' });
    await dark.page.getByRole('button', { name: /Skrill/ }).locator('img.method__logo').waitFor();
    await screenshot(dark.page, 'method-icons-dark');
    await dark.close();
    await recorded.close();
  });
});
