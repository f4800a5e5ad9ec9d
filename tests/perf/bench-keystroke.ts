/**
 * Per-keystroke cost: time from a key's keydown to the frame after it (a requestAnimationFrame callback, then a posted
 * message, which runs once that frame is painted), for each of 16 digits typed into the card number at 4x CPU throttle.
 * The plain form and the card form load by turns, so a slow spell on the shared machine weighs on both alike.
 */
import type { Browser, Page } from 'playwright-core';
import { interleave, stats, usableAt, withThrottledPage, type Stats } from './bench-support.ts';

const DIGITS = '4111111111111111';
const READY_TIMEOUT_MS = 30_000;

declare global {
  interface Window {
    /** ms from each keydown to the frame after it, filled by the benchmark's listener. */
    __keyCosts?: number[];
  }
}

/** Runs in the page (over CDP, so the CSP does not apply): records each keydown's cost to the next painted frame. */
function recordKeyCosts(): void {
  window.__keyCosts = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__keyCosts?.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
}

/** Types the digits one key at a time, each after the previous one's frame, and returns the costs in ms. */
async function typeDigits(page: Page, selector: string): Promise<number[]> {
  await page.waitForFunction(usableAt, selector, { polling: 'raf', timeout: READY_TIMEOUT_MS });
  await page.locator(selector).focus();
  await page.evaluate(recordKeyCosts);
  for (const [index, digit] of [...DIGITS].entries()) {
    await page.keyboard.press(digit);
    await page.waitForFunction((count) => (window.__keyCosts?.length ?? 0) >= count, index + 1, { polling: 'raf' });
  }
  const typed = (await page.locator(selector).inputValue()).replace(/\D/g, '');
  if (typed !== DIGITS) throw new Error(`typing into ${selector} gave ${typed.length} digits, not ${DIGITS.length}`);
  return page.evaluate(() => window.__keyCosts ?? []);
}

/** Loads `url` in a fresh throttled page and types the digits: their costs in ms. */
function typeOnFreshPage(browser: Browser, url: string, selector: string): Promise<number[]> {
  return withThrottledPage(browser, async (page) => {
    await page.goto(url);
    return typeDigits(page, selector);
  });
}

/** Both forms' per-key costs over `loads` fresh loads each, alternating (one discarded warm-up load of each first). */
export async function measureKeystrokes(browser: Browser, forms: { readonly plain: string; readonly card: string }, selector: string, loads: number): Promise<{ plain: Stats; card: Stats }> {
  for (const url of [forms.plain, forms.card]) await typeOnFreshPage(browser, url, selector);
  const samples: Record<keyof typeof forms, number[]> = { plain: [], card: [] };
  for (const form of interleave<keyof typeof forms>('plain', ['card'], loads)) samples[form].push(...(await typeOnFreshPage(browser, forms[form], selector)));
  return { plain: stats(samples.plain), card: stats(samples.card) };
}
