/**
 * Time-to-usable benchmark: the cashier's card form against a React hello-world built the same way, both served by
 * `vite preview` and loaded cold in headless Chromium with the CPU throttled 4x.
 * Usage: `tsx tests/perf/bench.ts [--rebuild]` (reuses dist/ when it holds a build, unless --rebuild).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../e2e/browser.ts';
import { buildCashier, REPO_ROOT, startPreview, type RunningPreview } from '../e2e/preview-server.ts';

const RUNS = 5;
const CPU_THROTTLING_RATE = 4;
const READY_TIMEOUT_MS = 30_000;
const HELLO_ROOT = resolve(import.meta.dirname, 'hello');
const HELLO_OUT = resolve(REPO_ROOT, 'node_modules/.cache/bench-hello');

/** A page to time: where it is, which control must become usable, and a check that it really is. */
interface Target {
  readonly name: string;
  readonly path: string;
  /** CSS selector of the input or button that marks the page as usable. */
  readonly control: string;
  /** Runs after the timestamp is taken; throws when the control does not respond. */
  verify(page: Page): Promise<void>;
}

interface Stats {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

const hello: Target = {
  name: 'React hello world',
  path: '/',
  control: '#hello-button',
  verify: async (page) => {
    await page.locator('#hello-button').click();
    await page.getByText('Clicked 1 times').waitFor({ timeout: READY_TIMEOUT_MS });
  },
};

const cardForm: Target = {
  name: 'Cashier card form (deep link)',
  path: '/deposit/card/?session_id=deposit-card-success',
  control: '#root_card_pan',
  verify: async (page) => {
    const pan = page.locator('#root_card_pan');
    await pan.pressSequentially('4');
    const value = await pan.inputValue();
    if (!value.includes('4')) throw new Error(`typing into #root_card_pan gave ${JSON.stringify(value)}`);
  },
};

async function buildHello(): Promise<void> {
  await build({
    root: HELLO_ROOT,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: HELLO_OUT, emptyOutDir: true, target: 'es2022' },
  });
}

/**
 * In the page: `performance.now()` (ms since navigation start) once the control is rendered, visible and enabled;
 * false until then.
 */
function usableAt(selector: string): number | false {
  const control = document.querySelector(selector);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLButtonElement) || control.disabled) return false;
  const box = control.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') return false;
  return performance.now();
}

/** One cold load in a fresh context: ms from navigation start until the control is usable. */
async function timeOnce(browser: Browser, baseUrl: string, target: Target): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    await page.goto(new URL(target.path, baseUrl).href, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(usableAt, target.control, { polling: 'raf', timeout: READY_TIMEOUT_MS });
    const readyMs = await handle.jsonValue();
    if (readyMs === false) throw new Error(`${target.control} never became usable`);
    await target.verify(page);
    return readyMs;
  } finally {
    await context.close();
  }
}

/** One discarded warm-up load, then RUNS measured ones. */
async function measure(browser: Browser, baseUrl: string, target: Target): Promise<Stats> {
  await timeOnce(browser, baseUrl, target);
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await timeOnce(browser, baseUrl, target));
  const sorted = samples.sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? NaN, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN };
}

function report(rows: readonly (readonly [Target, Stats])[], baseline: Stats): string {
  const ms = (value: number): string => value.toFixed(0);
  return [
    `Cold load until usable, ${String(RUNS)} runs after a warm-up, CPU throttled ${String(CPU_THROTTLING_RATE)}x:`,
    '',
    '| page | median ms | min ms | max ms | ratio to hello world |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([target, stats]) =>
        `| ${target.name} | ${ms(stats.median)} | ${ms(stats.min)} | ${ms(stats.max)} | ${(stats.median / baseline.median).toFixed(2)} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const rebuild = process.argv.includes('--rebuild');
  if (rebuild || !existsSync(resolve(REPO_ROOT, 'dist/.vite/manifest.json'))) await buildCashier();
  await buildHello();

  const servers: RunningPreview[] = [];
  let browser: Browser | undefined;
  try {
    const cashier = await startPreview();
    servers.push(cashier);
    const helloServer = await startPreview({ configFile: false, root: HELLO_ROOT, build: { outDir: HELLO_OUT } });
    servers.push(helloServer);
    browser = await launchChromium();

    const baseline = await measure(browser, helloServer.url, hello);
    const form = await measure(browser, cashier.url, cardForm);
    console.log(report([[hello, baseline], [cardForm, form]], baseline));
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
