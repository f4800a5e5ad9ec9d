/** The field cap's promise (README, "Field cap"): a form of MAX_FORM_FIELDS fields draws quickly at 4x CPU. */
import type { Browser } from 'playwright-core';
import { READY_TIMEOUT_MS, typeInto } from './bench-load.ts';
import { stats, usableAt, withThrottledPage, type Stats } from './bench-support.ts';

/** A form of MAX_FORM_FIELDS fields usable within this long at 4x CPU. */
export const CAPPED_FORM_TARGET_MS = 1000;

/** deposit-field-cap: 201 parameters cut to 200 fields, the last of which is f199. */
const CAPPED_LIST_PATH = '/deposit?session_id=deposit-field-cap';
const CAPPED_METHOD = /^Many fields/;
const CAPPED_LAST_FIELD = '#root_f199';

/**
 * Draws the capped form a second time, with its code and the method's answer already loaded, so what is timed is the
 * compile and render of 200 fields: ms from the click on the method until its last field is usable.
 */
function timeCappedRender(browser: Browser, baseUrl: string): Promise<number> {
  return withThrottledPage(browser, async (page) => {
    await page.goto(new URL(CAPPED_LIST_PATH, baseUrl).href);
    // A list of one method opens its form by itself (auto-redirect): that first draw loads the code and the answer.
    await page.waitForFunction(usableAt, CAPPED_LAST_FIELD, { polling: 'raf', timeout: READY_TIMEOUT_MS });
    await page.getByRole('link', { name: 'All methods' }).click();
    const method = page.getByRole('button', { name: CAPPED_METHOD });
    await method.waitFor();
    await page.evaluate(() => document.addEventListener('click', () => Reflect.set(window, 'benchClickedAt', performance.now()), { capture: true, once: true }));
    await method.click();
    const handle = await page.waitForFunction(usableAt, CAPPED_LAST_FIELD, { polling: 'raf', timeout: READY_TIMEOUT_MS });
    const readyMs = await handle.jsonValue();
    const clickedMs: unknown = await page.evaluate(() => Reflect.get(window, 'benchClickedAt'));
    if (readyMs === false || typeof clickedMs !== 'number') throw new Error(`${CAPPED_LAST_FIELD} never became usable`);
    await typeInto(page, CAPPED_LAST_FIELD, 'x');
    return readyMs - clickedMs;
  });
}

/** One discarded warm-up, then `runs` measured draws of the capped form. */
export async function measureCappedRender(browser: Browser, baseUrl: string, runs: number): Promise<Stats> {
  await timeCappedRender(browser, baseUrl);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await timeCappedRender(browser, baseUrl));
  return stats(samples);
}
