import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot, type OpenPageOptions } from './browser.ts';
import { performStep } from './scenario-steps.ts';
import { requestCodeByKeyboard } from './verification-steps.ts';
import { cardFormPage, TEST_CARD_DATA } from './card-form-page.ts';

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

/** How many lines the text of `control` takes. */
function linesOf(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
  });
}

/** A public Mastercard test number: its brand's label is the widest the card field shows. */
const MASTERCARD = '5555 5555 5555 4444';

/**
 * Whether the card number field's text fits its box (nothing scrolled out of view), the brand it shows, and whether the
 * brand lies over the field's text area or its label's text.
 */
function cardNumberLayout(page: Page): Promise<{ fits: boolean; brand: string | null; overlaps: boolean; inView: boolean }> {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[autocomplete="cc-number"]');
    const brand = input?.parentElement?.querySelector('.card-brand');
    const label = document.querySelector(`label[for="${input?.id ?? ''}"] bdi`);
    if (!input || !brand || !label) return { fits: false, brand: null, overlaps: true, inView: false };
    const style = getComputedStyle(input);
    const box = input.getBoundingClientRect();
    const text = new DOMRect(
      box.left + input.clientLeft + parseFloat(style.paddingLeft),
      box.top,
      input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      box.height,
    );
    const mark = brand.getBoundingClientRect();
    const meets = (other: DOMRect): boolean => mark.left < other.right && other.left < mark.right && mark.top < other.bottom && other.top < mark.bottom;
    return {
      fits: input.scrollWidth <= input.clientWidth,
      brand: brand.textContent,
      overlaps: meets(text) || meets(label.getBoundingClientRect()),
      inView: mark.left >= 0 && mark.right <= document.documentElement.clientWidth,
    };
  });
}

const LOOKS: [string, OpenPageOptions][] = [
  ['left to right', {}],
  ['Arabic', { dir: 'rtl' }],
];
const WIDTHS = [360, 320];
const CASES = LOOKS.flatMap(([look, options]) => WIDTHS.map((width): [string, number, OpenPageOptions] => [look, width, options]));
const CODE_CASES = WIDTHS.flatMap((width): [string, number, string, OpenPageOptions][] => [
  ['Arabic', width, '', { dir: 'rtl' }],
  ['Russian', width, '&lang=ru', {}],
]);

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

  it.each(CASES)('the card number field shows a whole 16-digit number beside its brand, over neither (%s, %i px)', async (look, width, options) => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-card-success', options);
    const { page } = recorded;
    try {
      await page.setViewportSize({ width, height: 800 });
      const { cardNumber } = cardFormPage(page);
      for (const [number, brand] of [[TEST_CARD_DATA.visa.number, 'Visa'], [MASTERCARD, 'Mastercard']] as const) {
        await cardNumber.fill(number);
        await expect(cardNumber.inputValue()).resolves.toHaveLength(19);
        // The brand comes with the form's render of the value, and with it the room kept for it.
        await page.locator('.card-brand').filter({ hasText: brand }).waitFor();
        await expect(cardNumberLayout(page)).resolves.toEqual({ fits: true, brand, overlaps: false, inView: true });
        await screenshot(page, `narrow-card-number-${brand}-${look}-${String(width)}`);
      }
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

  // The IBAN field has no badge: the 84 px kept for one at its end hid the start of an IBAN on a 360-390 px phone.
  it.each(LOOKS)('a typed IBAN shows whole (%s, 360 px)', async (look, options) => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-otp-verification', options);
    const { page } = recorded;
    try {
      await page.setViewportSize({ width: 360, height: 800 });
      await performStep(page, { fill: 'IBAN', value: 'DE44500105175407324931' });
      await expect(overflowOf(page, '.input-shell > .input')).resolves.toEqual({ page: false, cut: [] });
      await screenshot(page, `narrow-iban-${look}-360`);
    } finally {
      await recorded.close();
    }
  });

  it.each(CODE_CASES)("the verification step shows a six-digit code whole and Confirm's word unbroken (%s, %i px)", async (look, width, query, options) => {
    const recorded = await harness.openPage(`/withdrawal?session_id=withdrawal-otp-verification${query}`, options);
    const { page } = recorded;
    try {
      await page.setViewportSize({ width, height: 800 });
      const dialog = await requestCodeByKeyboard(page);
      const code = dialog.getByRole('textbox');
      await code.fill('482915');
      await expect(overflowOf(page, '.code-form__row > *')).resolves.toEqual({ page: false, cut: [] });
      // Confirm ("تأكيد", "Подтвердить"): one word, never split over two lines while the field has room to give.
      await expect(linesOf(dialog.locator('.code-form button[type="submit"]'))).resolves.toBe(1);
      await screenshot(page, `narrow-code-step-${look}-${String(width)}`);
    } finally {
      await recorded.close();
    }
  });
});
