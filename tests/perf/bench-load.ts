/** Cold loads until usable, interleaved between pages, each with the trace of what happened on the way. */
import type { Browser, Page } from 'playwright-core';
import { interleave, usableAt, withThrottledPage, type Sample } from './bench-support.ts';
import { readTimings, recordTrace } from './bench-trace-page.ts';
import type { PageTimings } from './bench-trace.ts';

export const READY_TIMEOUT_MS = 30_000;

/** A page to time: where it is, which control must become usable, and a check that it really is. */
export interface Target {
  /** Its row in the tables. */
  readonly name: string;
  /** What the trace calls it ("card form"). */
  readonly screen: string;
  readonly url: string;
  /** CSS selector of the input or button that marks the page as usable. */
  readonly control: string;
  /** Runs after the timestamp is taken; throws when the control does not respond. */
  verify(page: Page): Promise<void>;
}

/** One cold load: ms from navigation start until the control was usable, and what the page timed on the way. */
export interface TimedLoad {
  readonly ms: number;
  readonly timings: PageTimings;
}

/** Types `text` into `control` and throws unless the input shows it. */
export async function typeInto(page: Page, control: string, text: string): Promise<void> {
  const input = page.locator(control);
  await input.pressSequentially(text);
  const value = await input.inputValue();
  if (!value.includes(text)) throw new Error(`typing into ${control} gave ${JSON.stringify(value)}`);
}

/** One cold load in a fresh context at 4x CPU. */
export function timeColdLoad(browser: Browser, target: Target): Promise<TimedLoad> {
  return withThrottledPage(browser, async (page) => {
    await page.addInitScript(recordTrace, target.control);
    await page.goto(target.url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(usableAt, target.control, { polling: 'raf', timeout: READY_TIMEOUT_MS });
    const ms = await handle.jsonValue();
    if (ms === false) throw new Error(`${target.control} never became usable on ${target.url}`);
    await target.verify(page);
    // Read after the check, so long frames observed late are in; the trace drops what started after `ms`.
    return { ms, timings: await page.evaluate(readTimings) };
  });
}

/** One measured load of the interleaved series. */
export type TimedSample = Sample<Target> & TimedLoad;

/** One discarded warm-up load of each page, then `rounds` rounds of baseline, other, baseline, other, ... in that order. */
export async function timeInterleaved(browser: Browser, baseline: Target, others: readonly Target[], rounds: number): Promise<TimedSample[]> {
  for (const target of [baseline, ...others]) await timeColdLoad(browser, target);
  const series: TimedSample[] = [];
  for (const target of interleave(baseline, others, rounds)) series.push({ page: target, ...(await timeColdLoad(browser, target)) });
  return series;
}
