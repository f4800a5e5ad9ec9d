/**
 * Per-keystroke cost: time from a key's keydown to the frame after it (a requestAnimationFrame callback, then a posted
 * message, which runs once that frame is painted), for each of 16 digits typed into the card number at 4x CPU throttle.
 */
import type { Browser, Page } from 'playwright-core';
import { stats, usableAt, withThrottledPage } from './bench-support.ts';

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

/** Waits until the control is usable, focuses it and starts recording key costs. */
async function readyToType(page: Page, url: string, selector: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(usableAt, selector, { polling: 'raf', timeout: READY_TIMEOUT_MS });
  await page.locator(selector).focus();
  await page.evaluate(recordKeyCosts);
}

/** Presses one digit and waits until its frame has been painted (the `count`th cost is in). */
async function pressDigit(page: Page, digit: string, count: number): Promise<void> {
  await page.keyboard.press(digit);
  await page.waitForFunction((costs) => (window.__keyCosts?.length ?? 0) >= costs, count, { polling: 'raf' });
}

/** The recorded costs in ms, after checking that every digit reached the input. */
async function typedCosts(page: Page, selector: string): Promise<number[]> {
  const typed = (await page.locator(selector).inputValue()).replace(/\D/g, '');
  if (typed !== DIGITS) throw new Error(`typing into ${selector} gave ${String(typed.length)} digits, not ${String(DIGITS.length)}`);
  return page.evaluate(() => window.__keyCosts ?? []);
}

/** The two forms compared. */
export interface KeystrokeForms<Value> {
  readonly plain: Value;
  readonly card: Value;
}

/**
 * Both forms loaded fresh side by side; each digit is typed into one, then the other (which goes first swaps each
 * digit), so a slow spell of the shared machine weighs on both forms' samples alike.
 */
function typeSideBySide(browser: Browser, urls: KeystrokeForms<string>, selector: string): Promise<KeystrokeForms<number[]>> {
  return withThrottledPage(browser, (plain) =>
    withThrottledPage(browser, async (card) => {
      await readyToType(plain, urls.plain, selector);
      await readyToType(card, urls.card, selector);
      for (const [index, digit] of [...DIGITS].entries()) {
        for (const page of index % 2 === 0 ? [plain, card] : [card, plain]) await pressDigit(page, digit, index + 1);
      }
      return { plain: await typedCosts(plain, selector), card: await typedCosts(card, selector) };
    }),
  );
}

/** Per-key costs in ms of `loads` side-by-side loads, one pair of arrays per load (after a discarded warm-up load). */
export async function measureKeystrokes(browser: Browser, urls: KeystrokeForms<string>, selector: string, loads: number): Promise<KeystrokeForms<number[]>[]> {
  await typeSideBySide(browser, urls, selector);
  const costs: KeystrokeForms<number[]>[] = [];
  for (let load = 0; load < loads; load += 1) costs.push(await typeSideBySide(browser, urls, selector));
  return costs;
}

/** The card form's median key cost over the plain form's, all loads pooled. */
export function keystrokeRatio(loads: readonly KeystrokeForms<readonly number[]>[]): number {
  return stats(loads.flatMap((load) => load.card)).median / stats(loads.flatMap((load) => load.plain)).median;
}
