import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot, type OpenPageOptions } from './browser.ts';

const LONG_ACCOUNT = 'DE89 •••• •••• 3000 — Landesbank Hessen-Thüringen Girozentrale, Frankfurt am Main';
const LONG_REFERENCE = 'PH-2025-7Q4K9-INVOICE-000123456789-CUSTOMER-7781234-REFERENCE';

/** Rewrites one recorded answer as a server with longer names would send it. */
function rewrite(path: RegExp, change: (body: Record<string, unknown>) => void): (context: BrowserContext) => Promise<void> {
  return async (context) => {
    await context.route(path, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as Record<string, unknown>;
      change(body);
      await route.fulfill({ response: answer, json: body });
    });
  };
}

const longAccount = rewrite(/\/payouts\/groups\/511\/select$/, (body) => {
  const [, account] = body['parameters'] as { options?: { label: string }[] }[];
  const [first] = account?.options ?? [];
  if (first !== undefined) first.label = LONG_ACCOUNT;
});

const longReference = rewrite(/\/payments\/groups\/161\/submit$/, (body) => {
  const display = body['display_data'] as { parameters: { value: string }[] };
  const [reference] = display.parameters;
  if (reference !== undefined) reference.value = LONG_REFERENCE;
});

// A method form's read-only detail to copy (disabledInputCopy), as a server with a long reference would send it.
const longFormDetail = rewrite(/\/payments\/groups\/161\/select$/, (body) => {
  const parameters = body['parameters'] as Record<string, unknown>[];
  parameters.push({ name: 'reference', type: 'disabledInputCopy', label: 'Payment reference', user_requisite: LONG_REFERENCE });
});

/** What overflows: the page sideways, and every control or text of `selector` whose content is cut in its box. */
function overflowOf(page: Page, selector: string): Promise<{ page: boolean; cut: string[] }> {
  return page.evaluate((within) => {
    const root = document.scrollingElement ?? document.documentElement;
    const cut = [...document.querySelectorAll(within)]
      .filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
      .map((element) => `${element.tagName}.${element.className}: ${String(element.scrollWidth)}x${String(element.scrollHeight)} in ${String(element.clientWidth)}x${String(element.clientHeight)}`);
    return { page: root.scrollWidth > root.clientWidth, cut };
  }, selector);
}

const LOOKS: [string, OpenPageOptions][] = [
  ['left to right', {}],
  ['Arabic', { dir: 'rtl' }],
];
const WIDTHS = [360, 320];
const CASES = LOOKS.flatMap(([look, options]) => WIDTHS.map((width): [string, number, OpenPageOptions] => [look, width, options]));

describe('a 360 px (and 320 px) mobile web view cuts nothing off', () => {
  const harness = browserForTests();

  it.each(CASES)('the payout account select shows a long bank name whole (%s, %i px)', async (look, width, options) => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-payout-accounts', { ...options, beforeOpen: longAccount });
    const { page } = recorded;
    try {
      await page.setViewportSize({ width, height: 800 });
      const select = page.getByRole('combobox', { name: /Payout account/ });
      await expect(select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent)).resolves.toBe(LONG_ACCOUNT);
      await expect(overflowOf(page, '.payout-account select, .payout-account button')).resolves.toEqual({ page: false, cut: [] });
      await screenshot(page, `narrow-payout-account-${look}-${String(width)}`);
    } finally {
      await recorded.close();
    }
  });

  it.each(CASES)('the display form wraps a long payment reference, which stays copyable (%s, %i px)', async (look, width, options) => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-qr-display', { ...options, beforeOpen: longReference });
    const { page, context } = recorded;
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
      await page.locator('.method').first().click();
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/\/deposit\/deposit-display-form/);
      await page.setViewportSize({ width, height: 800 });
      // The first detail's copy button, in any language: its name is translated.
      const copy = page.locator('.copy-field__button').first();
      await copy.waitFor();
      await expect(overflowOf(page, '.copy-field > *')).resolves.toEqual({ page: false, cut: [] });
      await screenshot(page, `narrow-display-form-${look}-${String(width)}`);
      await copy.click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(LONG_REFERENCE);
    } finally {
      await recorded.close();
    }
  });

  it.each(CASES)("a method form's read-only detail wraps a long reference, which stays copyable (%s, %i px)", async (look, width, options) => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-qr-display', { ...options, beforeOpen: longFormDetail });
    const { page, context } = recorded;
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
      await page.locator('.method').first().click();
      await page.setViewportSize({ width, height: 800 });
      const detail = page.locator('textarea.copy-field__input');
      await expect(detail.inputValue()).resolves.toBe(LONG_REFERENCE);
      await expect(overflowOf(page, '.copy-field > *')).resolves.toEqual({ page: false, cut: [] });
      await screenshot(page, `narrow-form-detail-${look}-${String(width)}`);
      await page.locator('.copy-field__button').first().click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(LONG_REFERENCE);
    } finally {
      await recorded.close();
    }
  });
});
