/** What the benchmark's parts share: summary statistics, markdown tables, static pages and throttled browser pages. */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { REPO_ROOT, startPreview, type RunningPreview } from '../e2e/preview-server.ts';

/** Chrome DevTools' "4x slowdown", the mid-range phone the budgets are set for. */
export const CPU_THROTTLING_RATE = 4;

export interface Stats {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly count: number;
}

/** Median (upper middle for an even count), min and max of the samples; NaN for none. */
export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    count: sorted.length,
  };
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
