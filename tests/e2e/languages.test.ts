import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FSI, PDI } from '../../schemas/format/bidi.ts';
import { NBSP } from '../../schemas/money/format-digits.ts';
import { LANGUAGES } from '../../src/i18n/language.ts';
import { browserForTests, SCREEN_TIMEOUT_MS, screenshot, type RecordedPage } from './browser.ts';
import { cardFormPage, TEST_CARD_DATA } from './card-form-page.ts';

/** A phone width, one method per row (theme.css puts two per row from 600 px), and the harness's desktop size. */
const NARROW = { width: 560, height: 900 } as const;
const DESKTOP = { width: 1280, height: 720 } as const;

/** An amount as the page writes it: no-break spaces; right to left, isolated. */
const amount = (text: string): string => text.replaceAll(' ', NBSP);
const rtlAmount = (text: string): string => `${FSI}${amount(text)}${PDI}`;

/** A language's text chunk as the build names it (`ru-<hash>.js`), for every language the cashier has. */
const LANGUAGE_CHUNK = new RegExp(`/assets/(${LANGUAGES.join('|')})-[\\w-]+\\.js$`);

/** The languages whose text chunks the page fetched. */
const fetchedLanguages = (recorded: RecordedPage): string[] =>
  recorded.requests.flatMap((request) => LANGUAGE_CHUNK.exec(new URL(request.url).pathname)?.[1] ?? []);

const infoLines = (page: Page): Promise<string[]> => page.locator('.method__info').allTextContents();

declare global {
  interface Window {
    __shownTexts?: string[];
  }
}

/** Runs before the page's scripts: keeps every text #root shows, from its first render on. */
function recordShownTexts(): void {
  const shown: string[] = [];
  window.__shownTexts = shown;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root !== null && root.textContent !== '') shown.push(root.textContent ?? '');
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Where a piece of text was laid out (px); the info line may wrap, so `top` tells its line. */
interface Box {
  left: number;
  right: number;
  top: number;
}

/** The box of the `nth` occurrence of each piece of the first info line, as laid out. */
function layoutOf(page: Page, pieces: readonly (readonly [string, number])[]): Promise<Box[]> {
  return page.evaluate((wanted) => {
    const node = document.querySelector('.method__info')?.firstChild;
    if (node === null || node === undefined) throw new Error('no info line');
    const text = node.textContent ?? '';
    return wanted.map(([piece, nth]) => {
      let at = -1;
      for (let seen = 0; seen <= nth; seen += 1) at = text.indexOf(piece, at + 1);
      if (at === -1) throw new Error(`"${piece}" is not in "${text}"`);
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + piece.length);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top };
    });
  }, pieces);
}

describe('languages: lazily loaded texts, right to left for ar and he, the spec formats everywhere', () => {
  const harness = browserForTests();

  it('lang=ru: the method list and the card form in Russian, never English first, and only the ru texts fetched', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success&lang=ru');
    const { page, context } = recorded;
    try {
      await context.addInitScript(recordShownTexts);
      await page.reload();
      await page.getByRole('heading', { name: 'Выберите способ оплаты' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ru', 'ltr']);
      expect(await infoLines(page)).toContain(`${amount('10.00 EUR')} – ${amount('5 000.00 EUR')} • Мгновенно • Комиссия 2.5% + ${amount('0.30 EUR')}`);
      const shown = await page.evaluate(() => window.__shownTexts ?? []);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((text) => /Loading|Choose a payment method|Instant/.test(text))).toEqual([]);
      await screenshot(page, 'languages-ru-method-list');

      await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
      const form = cardFormPage(page);
      await form.cardNumber.waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByText(`От ${amount('10.00 EUR')} до ${amount('5 000.00 EUR')}`, { exact: true }).waitFor();
      await form.cardNumber.fill(TEST_CARD_DATA['visa-bad-luhn'].number);
      await form.cardNumber.blur();
      await page.getByText('Неверный номер карты', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Все способы' }).waitFor();
      expect(await page.getByRole('button', { name: /^Пополнить/ }).count()).toBe(1);
      await screenshot(page, 'languages-ru-card-form');

      expect([...new Set(fetchedLanguages(recorded))]).toEqual(['ru']);
      expect(recorded.pageErrors).toEqual([]);
      expect(await recorded.cspViolations()).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('English fetches no language chunk at all', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success');
    try {
      await recorded.page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(fetchedLanguages(recorded)).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`lang=ar (${theme}): right to left, Arabic texts, every amount one isolated run in right-to-left order`, async () => {
      const recorded = await harness.openPage(`/deposit?session_id=rtl-arabic&lang=ar-XX${theme === 'dark' ? '&theme=dark' : ''}`, {
        dir: 'rtl',
        colorScheme: theme,
      });
      const { page } = recorded;
      try {
        await page.getByRole('heading', { name: 'اختر طريقة الدفع' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.body.dataset['dir']])).toEqual([
          'ar',
          'rtl',
          'rtl',
        ]);
        expect((await infoLines(page))[0]).toBe(
          `${rtlAmount('KWD 5.000')} – ${rtlAmount('KWD 1 500.000')} • فوري • الرسوم ${FSI}${FSI}1.5${PDI}% + ${rtlAmount('KWD 0.250')}${PDI}`,
        );
        expect([...new Set(fetchedLanguages(recorded))]).toEqual(['ar']);
        await screenshot(page, `languages-ar-method-list-${theme}`);

        // As laid out, on a width where the line does not wrap: the minimum on the right, where an Arabic reader
        // starts; each amount whole, its currency on the left, its digits in order.
        await page.setViewportSize(NARROW);
        const [minCurrency, minDigits, maxCurrency, maxThousands, maxRest] = await layoutOf(page, [
          ['KWD', 0],
          ['5.000', 0],
          ['KWD', 1],
          ['1', 0],
          ['500.000', 0],
        ]);
        if (minCurrency === undefined || minDigits === undefined || maxCurrency === undefined || maxThousands === undefined || maxRest === undefined) {
          throw new Error('a piece of the info line was not laid out');
        }
        expect(new Set([minCurrency, minDigits, maxCurrency, maxThousands, maxRest].map((box) => box.top)).size).toBe(1);
        expect(maxRest.right).toBeLessThanOrEqual(minCurrency.left);
        expect(minCurrency.right).toBeLessThanOrEqual(minDigits.left);
        expect(maxCurrency.right).toBeLessThanOrEqual(maxThousands.left);
        expect(maxThousands.right).toBeLessThanOrEqual(maxRest.left);
        expect(maxRest.left - maxThousands.right).toBeLessThan(8);
        await page.setViewportSize(DESKTOP);

        await page.getByRole('button', { name: /^فيزا \/ ماستركارد/ }).click();
        await cardFormPage(page).cardNumber.waitFor({ timeout: SCREEN_TIMEOUT_MS });
        await page.getByText(`من ${rtlAmount('KWD 5.000')} إلى ${rtlAmount('KWD 1 500.000')}`, { exact: true }).waitFor();
        await page.getByRole('link', { name: 'جميع الطرق' }).waitFor();
        expect(await page.getByRole('button', { name: /^إيداع/ }).count()).toBe(1);
        await screenshot(page, `languages-ar-card-form-${theme}`);
        expect(recorded.pageErrors).toEqual([]);
      } finally {
        await recorded.close();
      }
    });
  }

  it.each([
    ['xx', 'en', 'Choose a payment method', []],
    ['pt-BR', 'pt', 'Escolha uma forma de pagamento', ['pt']],
    ['he-XX', 'he', 'בחירת אמצעי תשלום', ['he']],
  ])('lang=%s falls back to %s', async (lang, language, heading, fetched) => {
    const recorded = await harness.openPage(`/deposit?session_id=deposit-card-success&lang=${lang}`);
    const { page } = recorded;
    try {
      await page.getByRole('heading', { name: heading }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'he' ? 'rtl' : 'ltr');
      expect([...new Set(fetchedLanguages(recorded))]).toEqual(fetched);
    } finally {
      await recorded.close();
    }
  });

  it('a visit without lang keeps the language stored by the last one (airPmCashierLang)', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success&lang=uk');
    const { page } = recorded;
    try {
      await page.getByRole('heading', { name: 'Оберіть спосіб оплати' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      expect(await page.evaluate(() => localStorage.getItem('airPmCashierLang'))).toBe('uk');
      await page.goto(new URL('/deposit?session_id=deposit-card-success', page.url()).href);
      await page.getByRole('heading', { name: 'Оберіть спосіб оплати' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    } finally {
      await recorded.close();
    }
  });
});
