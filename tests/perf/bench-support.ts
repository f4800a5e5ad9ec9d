/**
 * What the benchmark's parts share: summary statistics, the interleaved order of loads, markdown tables, static pages
 * and throttled browser pages.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { REPO_ROOT, startPreview, type RunningPreview } from '../e2e/preview-server.ts';

/** Chrome DevTools' "4x slowdown", the mid-range phone the budgets are set for. */
export const CPU_THROTTLING_RATE = 4;

export interface Stats {
  readonly median: number;
  /** First and third quartiles: half the samples lie between them (the IQR). */
  readonly q1: number;
  readonly q3: number;
  readonly min: number;
  readonly max: number;
  readonly count: number;
}

/** The p-quantile (0..1) of ascending samples, linear between the closest ranks (numpy's default); NaN for none. */
export function quantile(sorted: readonly number[], p: number): number {
  const rank = (sorted.length - 1) * p;
  const lower = sorted[Math.floor(rank)];
  const upper = sorted[Math.ceil(rank)];
  if (lower === undefined || upper === undefined) return Number.NaN;
  return lower + (upper - lower) * (rank - Math.floor(rank));
}

/** Median, quartiles, min and max of the samples; NaN for none. */
export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    count: sorted.length,
  };
}

/**
 * The order of the cold loads: each round times the baseline before each other page (hello, card, hello, list, ...),
 * so a slow spell on the shared machine hits every page alike rather than one page's whole series.
 */
export function interleave<Page>(baseline: Page, others: readonly Page[], rounds: number): Page[] {
  return Array.from({ length: rounds }, () => others.flatMap((other) => [baseline, other])).flat();
}

/** One timed load of the interleaved series. */
export interface Sample<Page> {
  readonly page: Page;
  readonly ms: number;
}

/** Each sample of `page` divided by the baseline sample timed just before it: ratios that a slow spell cancels out of. */
export function pairedRatios<Page>(series: readonly Sample<Page>[], baseline: Page, page: Page): number[] {
  let last: number | undefined;
  const ratios: number[] = [];
  for (const sample of series) {
    if (sample.page === baseline) last = sample.ms;
    else if (sample.page === page && last !== undefined) ratios.push(sample.ms / last);
  }
  return ratios;
}

/** Index of the sample nearest the median (the earlier one on a tie): the run whose trace is shown; -1 for none. */
export function medianIndex(samples: readonly number[]): number {
  const median = stats(samples).median;
  let best = -1;
  samples.forEach((sample, index) => {
    const bestSample = samples[best];
    if (bestSample === undefined || Math.abs(sample - median) < Math.abs(bestSample - median)) best = index;
  });
  return best;
}

/** Pseudo-random numbers in [0, 1) from a seed (mulberry32), so the same samples give the same interval every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/**
 * The 95% bootstrap interval of `statistic`: the groups (one page load each, whose samples rise and fall together) are
 * drawn again with replacement `iterations` times. Its width is the figure's sampling error: two runs farther apart than
 * that differ because the machine did, not for want of samples.
 */
export function bootstrapInterval<Group>(groups: readonly Group[], statistic: (groups: readonly Group[]) => number, iterations = 1000, random = seededRandom(9)): Interval {
  const estimates = Array.from({ length: iterations }, () =>
    statistic(groups.map(() => groups[Math.floor(random() * groups.length)]).filter((group) => group !== undefined)),
  ).sort((a, b) => a - b);
  return { low: quantile(estimates, 0.025), high: quantile(estimates, 0.975) };
}

/** A target for a ratio to the baseline: at most `limit`, ideally at most `goal`. */
export interface RatioTarget {
  readonly limit: number;
  readonly goal?: number;
}

/** The target as the tables print it: `<= 1.6x (goal 1.3x)`. */
export function targetText({ limit, goal }: RatioTarget): string {
  return `<= ${limit.toFixed(1)}x${goal === undefined ? '' : ` (goal ${goal.toFixed(1)}x)`}`;
}

/** Whether `ratio` meets the target: goal met, met, or MISSED (upper case, to stand out in the output). */
export function verdict(ratio: number, { limit, goal }: RatioTarget): 'goal met' | 'met' | 'MISSED' {
  if (goal !== undefined && ratio <= goal) return 'goal met';
  return ratio <= limit ? 'met' : 'MISSED';
}

/** A markdown table: a header row, then the body rows; cells right-aligned where `numeric` says so. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], numeric: readonly boolean[] = []): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const rule = header.map((_, column) => (numeric[column] === true ? '---:' : '---'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

/** A page under tests/perf/<name>/ built like the cashier (React plugin, production mode) and served by `vite preview`. */
export async function serveStaticPage(name: string): Promise<RunningPreview> {
  const root = resolve(import.meta.dirname, name);
  const outDir = resolve(REPO_ROOT, `node_modules/.cache/bench-${name}`);
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return startPreview({ configFile: false, root, build: { outDir } });
}

/** Runs `body` on a fresh page whose CPU is throttled, then closes its context. */
export async function withThrottledPage<Result>(browser: Browser, body: (page: Page) => Promise<Result>): Promise<Result> {
  const context: BrowserContext = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    return await body(page);
  } finally {
    await context.close();
  }
}

/**
 * In the page: `performance.now()` (ms since navigation start) once the control is rendered, visible and enabled;
 * false until then.
 */
export function usableAt(selector: string): number | false {
  const control = document.querySelector(selector);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLButtonElement) || control.disabled) return false;
  const box = control.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') return false;
  return performance.now();
}
