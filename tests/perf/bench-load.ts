/** Cold loads until usable, interleaved between pages, each with the trace of what happened on the way. */
import type { Browser, Page } from 'playwright-core';
import { interleave, usableAt, withThrottledPage, type Sample } from './bench-support.ts';
import { readTimings, recordTrace, USABLE_MESSAGE } from './bench-trace-page.ts';
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

/** The moment the init script says the control is usable (its USABLE_MESSAGE), in ms since navigation start. */
function usableMessage(page: Page, target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${target.control} never became usable on ${target.url}`)), READY_TIMEOUT_MS);
    page.on('console', (message) => {
      const [prefix, ms] = message.text().split(' ');
      if (prefix !== USABLE_MESSAGE) return;
      clearTimeout(timer);
      resolve(Number(ms));
    });
  });
}

/**
 * One cold load in a fresh context at 4x CPU. Nothing is evaluated in the page until the control is usable: the init
 * script (added over CDP, outside the page's CSP) watches it and says when.
 */
export function timeColdLoad(browser: Browser, target: Target): Promise<TimedLoad> {
  return withThrottledPage(browser, async (page) => {
    await page.addInitScript({ content: `(${recordTrace.toString()})(${JSON.stringify(target.control)}, ${JSON.stringify(USABLE_MESSAGE)}, ${usableAt.toString()});` });
    const usable = usableMessage(page, target);
    await page.goto(target.url, { waitUntil: 'commit' });
    const ms = await usable;
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
