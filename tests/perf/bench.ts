/**
 * The benchmark, printed as markdown tables:
 * 1. time until usable, cold loads at 4x CPU interleaved (hello, card form, hello, method list, ...): the cashier's card
 *    form deep link and method list against a React hello world built the same way, with issue 9's ratio targets, and
 *    the trace of the median load of each cashier page (when each file, call, long script run and render happened);
 *    once with source positions collected at compile time (EAGER_SOURCE_POSITIONS says why), once on Chromium's default;
 * 2. the time to draw a form at the 200-field cap (4x CPU);
 * 3. cost per keystroke in the card number: the card form against a plain React form with the same inputs (4x CPU);
 * 4. in node: compile time of 10- and 50-field descriptor lists, and the rule validator's time per call.
 * Usage: `tsx tests/perf/bench.ts [--rounds N] [--key-loads N] [--rebuild]` (reuses dist/ when it holds a build).
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/browser.ts';
import { buildCashier, REPO_ROOT, startPreview, type RunningPreview } from '../e2e/preview-server.ts';
import { CAPPED_FORM_TARGET_MS, measureCappedRender } from './bench-capped.ts';
import { keystrokeRatio, measureKeystrokes } from './bench-keystroke.ts';
import { READY_TIMEOUT_MS, timeInterleaved, typeInto, type Target, type TimedSample } from './bench-load.ts';
import { measureInNode } from './bench-node.ts';
import { parseBenchOptions } from './bench-options.ts';
import { bootstrapInterval, CPU_THROTTLING_RATE, markdownTable, medianIndex, pairedRatios, serveStaticPage, stats, targetText, verdict, type RatioTarget, type Stats } from './bench-support.ts';
import { traceRows, traceTable } from './bench-trace.ts';

/**
 * V8 finds a function's source positions lazily, when a stack trace first needs them. With DevTools attached (Playwright
 * enables the Network domain) every request records its initiator's stack, so the first request made while the entry
 * evaluates re-parses the whole entry script: V8.CollectSourcePositions under ResourceFetcher::requestResource, 50-100 ms
 * at 4x CPU. Users have no DevTools attached: a load traced without them (`chromium --trace-startup`) spends 0.7 ms in
 * it. With positions collected at compile time every page loaded faster, the hello world too (README "Benchmark"), so
 * the loads are also timed on Chromium's default and both tables are printed.
 */
const EAGER_SOURCE_POSITIONS = ['--js-flags=--no-enable-lazy-source-positions'];
const CAPPED_RUNS = 5;
/** The keystroke cost the card form may have, as a multiple of the plain form's. */
const KEYSTROKE_TARGET_RATIO = 1.3;
const CARD_FORM_PATH = '/deposit/card/?session_id=deposit-card-success';
const CARD_NUMBER = '#root_card_pan';
/** deposit-methods-mixed: nine methods of every kind (popular, regular, disabled, restricted), none in the carousel. */
const METHOD_LIST_PATH = '/deposit?session_id=deposit-methods-mixed';
const ENABLED_METHOD = '.methods button.method[aria-disabled="false"]';

function helloTarget(baseUrl: string): Target {
  return {
    name: 'React hello world',
    screen: 'hello world',
    url: baseUrl,
    control: '#hello-button',
    verify: async (page) => {
      await page.locator('#hello-button').click();
      await page.getByText('Clicked 1 times').waitFor({ timeout: READY_TIMEOUT_MS });
    },
  };
}

function cardFormTarget(baseUrl: string): Target {
  return {
    name: 'Cashier card form (deep link)',
    screen: 'card form',
    url: new URL(CARD_FORM_PATH, baseUrl).href,
    control: CARD_NUMBER,
    verify: (page) => typeInto(page, CARD_NUMBER, '4'),
  };
}

/** Usable: a method tile can be clicked, and a click on it opens the method's address. */
function methodListTarget(baseUrl: string): Target {
  return {
    name: 'Cashier method list',
    screen: 'method list',
    url: new URL(METHOD_LIST_PATH, baseUrl).href,
    control: ENABLED_METHOD,
    verify: async (page) => {
      await page.locator(ENABLED_METHOD).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/deposit/'), { timeout: READY_TIMEOUT_MS });
    },
  };
}

const fixed = (digits: number) => (value: number): string => value.toFixed(digits);

/** median, IQR, min-max and count, formatted. */
function spreadCells(value: Stats, format: (value: number) => string): string[] {
  return [format(value.median), `${format(value.q1)}-${format(value.q3)}`, `${format(value.min)}-${format(value.max)}`, String(value.count)];
}

function statsRow(name: string, value: Stats, format: (value: number) => string, baseline?: Stats): string[] {
  const row = [name, ...spreadCells(value, format)];
  return baseline === undefined ? row : [...row, (value.median / baseline.median).toFixed(2)];
}

const SPREAD_HEADER = ['page', 'median', 'IQR', 'min-max', 'samples'];

/** The cold-load table and one line per cashier page with its ratio, its target and whether it is met. */
function loadReport(series: readonly TimedSample[], hello: Target, pages: readonly (readonly [Target, RatioTarget])[], rounds: number, browser: string): string {
  const msOf = (target: Target): Stats => stats(series.filter((sample) => sample.page === target).map((sample) => sample.ms));
  const helloMs = msOf(hello);
  const ms = fixed(0);
  const rows = pages.map(([page, target]) => {
    const paired = stats(pairedRatios(series, hello, page)).median;
    return [...statsRow(page.name, msOf(page), ms, helloMs), paired.toFixed(2), targetText(target)];
  });
  const lines = pages.map(([page, target]) => {
    const ratio = msOf(page).median / helloMs.median;
    return `${page.screen} / hello world: ${ratio.toFixed(2)}x, target ${targetText(target)}: ${verdict(ratio, target)}`;
  });
  return [
    `Cold load until usable (ms), ${browser}, ${String(rounds)} interleaved rounds (hello, card form, hello, method list) after a warm-up, CPU throttled ${String(CPU_THROTTLING_RATE)}x:`,
    '',
    markdownTable(
      [...SPREAD_HEADER, 'ratio of medians', 'median of paired ratios', 'target'],
      [[...statsRow(hello.name, helloMs, ms, helloMs), '1.00', ''], ...rows],
      [false, true, true, true, true, true, true, false],
    ),
    '',
    ...lines,
  ].join('\n');
}

/** The trace of the load nearest the page's median. */
function traceReport(series: readonly TimedSample[], page: Target): string {
  const loads = series.filter((sample) => sample.page === page);
  const median = loads[medianIndex(loads.map((sample) => sample.ms))];
  if (median === undefined) return `No load of ${page.name} to trace.`;
  const { pathname, search } = new URL(page.url);
  return [
    `Trace of the median ${page.screen} load (${pathname}${search}, usable at ${median.ms.toFixed(0)} ms), ms from navigation start:`,
    '',
    traceTable(traceRows(median.timings, page.screen, median.ms)),
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.rebuild || !existsSync(resolve(REPO_ROOT, 'dist/.vite/manifest.json'))) await buildCashier();

  const loadAtStart = loadavg()[0] ?? Number.NaN;
  const servers: RunningPreview[] = [];
  const browsers: Browser[] = [];
  try {
    const cashier = await startPreview();
    servers.push(cashier);
    const helloServer = await serveStaticPage('hello');
    servers.push(helloServer);
    const plainServer = await serveStaticPage('plain-form');
    servers.push(plainServer);
    const browser = await launchChromium(EAGER_SOURCE_POSITIONS);
    browsers.push(browser);
    const defaultBrowser = await launchChromium();
    browsers.push(defaultBrowser);

    const hello = helloTarget(helloServer.url);
    const cardForm = cardFormTarget(cashier.url);
    const methodList = methodListTarget(cashier.url);
    const series = await timeInterleaved(browser, hello, [cardForm, methodList], options.rounds);
    const defaultSeries = await timeInterleaved(defaultBrowser, hello, [cardForm, methodList], options.rounds);
    const cappedRender = await measureCappedRender(browser, cashier.url, CAPPED_RUNS);
    const keyLoads = await measureKeystrokes(browser, { plain: plainServer.url, card: cardForm.url }, CARD_NUMBER, options.keyLoads);
    const keys = { plain: stats(keyLoads.flatMap((load) => load.plain)), card: stats(keyLoads.flatMap((load) => load.card)) };
    const keyInterval = bootstrapInterval(keyLoads, keystrokeRatio);
    const node = await measureInNode();
    const keyRatio = keystrokeRatio(keyLoads);

    const ms = fixed(0);
    const ratioTargets = [[cardForm, { limit: 1.6, goal: 1.3 }], [methodList, { limit: 1.3 }]] as const;
    const loadAtEnd = loadavg()[0] ?? Number.NaN;
    console.log(
      [
        `Machine: ${String(availableParallelism())} CPUs, load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end; ${new Date().toISOString()}.`,
        '',
        loadReport(series, hello, ratioTargets, options.rounds, 'source positions collected at compile time, as without DevTools'),
        '',
        loadReport(defaultSeries, hello, ratioTargets, options.rounds, "Chromium's default (DevTools' initiator stacks re-parse the cashier's entry)"),
        '',
        traceReport(series, cardForm),
        '',
        traceReport(series, methodList),
        '',
        `Click on the method until its last field is usable (ms), code and answer loaded, ${String(CAPPED_RUNS)} runs after a warm-up, CPU throttled ${String(CPU_THROTTLING_RATE)}x:`,
        '',
        markdownTable(SPREAD_HEADER, [statsRow('Form at the 200-field cap (deposit-field-cap)', cappedRender, ms)], [false, true, true, true, true]),
        '',
        `Field cap render ${ms(cappedRender.median)} ms, target < ${String(CAPPED_FORM_TARGET_MS)} ms: ${cappedRender.median < CAPPED_FORM_TARGET_MS ? 'met' : 'MISSED'}`,
        '',
        `Keydown to next painted frame (ms) per digit, 16 digits into the card number x ${String(options.keyLoads)} loads, both forms side by side taking each digit by turns, CPU throttled ${String(CPU_THROTTLING_RATE)}x:`,
        '',
        markdownTable(
          [...SPREAD_HEADER, 'ratio to plain form'],
          [statsRow('Plain React form, same inputs', keys.plain, fixed(1), keys.plain), statsRow(cardForm.name, keys.card, fixed(1), keys.plain)],
          [false, true, true, true, true, true],
        ),
        '',
        `Keystroke ratio ${keyRatio.toFixed(2)}x (95% bootstrap interval over the loads ${keyInterval.low.toFixed(2)}-${keyInterval.high.toFixed(2)}), target <= ${KEYSTROKE_TARGET_RATIO.toFixed(1)}x: ${keyRatio <= KEYSTROKE_TARGET_RATIO ? 'met' : 'MISSED'}`,
        '',
        'In node, unthrottled (µs):',
        '',
        markdownTable(
          ['work', ...SPREAD_HEADER.slice(1)],
          [
            ...node.compile.map(({ fields, microseconds }) => statsRow(`compileForm, ${String(fields)} fields`, microseconds, fixed(0))),
            statsRow(`validateFormData, card form (${String(node.validate.fields)} fields), per call`, node.validate.microseconds, fixed(1)),
          ],
          [false, true, true, true, true],
        ),
      ].join('\n'),
    );
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
