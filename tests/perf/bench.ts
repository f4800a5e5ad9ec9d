/**
 * The benchmark, printed as markdown tables:
 * 1. time until usable: the cashier's card form against a React hello world built the same way (cold loads, 4x CPU),
 *    and the time to draw a form at the 200-field cap (4x CPU);
 * 2. cost per keystroke in the card number: the card form against a plain React form with the same inputs (4x CPU);
 * 3. in node: compile time of 10- and 50-field descriptor lists, and the rule validator's time per call.
 * Usage: `tsx tests/perf/bench.ts [--rebuild]` (reuses dist/ when it holds a build, unless --rebuild).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser.ts';
import { buildCashier, REPO_ROOT, startPreview, type RunningPreview } from '../e2e/preview-server.ts';
import { measureKeystrokes } from './bench-keystroke.ts';
import { measureInNode } from './bench-node.ts';
import { CPU_THROTTLING_RATE, markdownTable, serveStaticPage, stats, usableAt, withThrottledPage, type Stats } from './bench-support.ts';

const RUNS = 5;
const READY_TIMEOUT_MS = 30_000;
/** The keystroke cost the card form may have, as a multiple of the plain form's. */
const KEYSTROKE_TARGET_RATIO = 1.3;
const CARD_FORM_PATH = '/deposit/card/?session_id=deposit-card-success';
const CARD_NUMBER = '#root_card_pan';
/** The field cap's promise (README, "Field cap"): a form of MAX_FORM_FIELDS fields usable within this long at 4x CPU. */
const CAPPED_FORM_TARGET_MS = 1000;

/** A page to time: where it is, which control must become usable, and a check that it really is. */
interface Target {
  readonly name: string;
  readonly path: string;
  /** CSS selector of the input or button that marks the page as usable. */
  readonly control: string;
  /** Runs after the timestamp is taken; throws when the control does not respond. */
  verify(page: Page): Promise<void>;
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
  path: CARD_FORM_PATH,
  control: CARD_NUMBER,
  verify: (page) => typeInto(page, CARD_NUMBER, '4'),
};

/** Types one character into `control` and throws unless the input shows it. */
async function typeInto(page: Page, control: string, text: string): Promise<void> {
  const input = page.locator(control);
  await input.pressSequentially(text);
  const value = await input.inputValue();
  if (!value.includes(text)) throw new Error(`typing into ${control} gave ${JSON.stringify(value)}`);
}

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

/** One discarded warm-up, then RUNS measured draws of the capped form. */
async function measureCappedRender(browser: Browser, baseUrl: string): Promise<Stats> {
  await timeCappedRender(browser, baseUrl);
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await timeCappedRender(browser, baseUrl));
  return stats(samples);
}

/** One cold load in a fresh context: ms from navigation start until the control is usable. */
function timeOnce(browser: Browser, baseUrl: string, target: Target): Promise<number> {
  return withThrottledPage(browser, async (page) => {
    await page.goto(new URL(target.path, baseUrl).href, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(usableAt, target.control, { polling: 'raf', timeout: READY_TIMEOUT_MS });
    const readyMs = await handle.jsonValue();
    if (readyMs === false) throw new Error(`${target.control} never became usable`);
    await target.verify(page);
    return readyMs;
  });
}

/** One discarded warm-up load, then RUNS measured ones. */
async function measureLoad(browser: Browser, baseUrl: string, target: Target): Promise<Stats> {
  await timeOnce(browser, baseUrl, target);
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await timeOnce(browser, baseUrl, target));
  return stats(samples);
}

const fixed = (digits: number) => (value: number): string => value.toFixed(digits);

function statsRow(name: string, value: Stats, format: (value: number) => string, baseline?: Stats): string[] {
  const row = [name, format(value.median), format(value.min), format(value.max), String(value.count)];
  return baseline === undefined ? row : [...row, (value.median / baseline.median).toFixed(2)];
}

async function main(): Promise<void> {
  const rebuild = process.argv.includes('--rebuild');
  if (rebuild || !existsSync(resolve(REPO_ROOT, 'dist/.vite/manifest.json'))) await buildCashier();

  const servers: RunningPreview[] = [];
  let browser: Browser | undefined;
  try {
    const cashier = await startPreview();
    servers.push(cashier);
    const helloServer = await serveStaticPage('hello');
    servers.push(helloServer);
    const plainServer = await serveStaticPage('plain-form');
    servers.push(plainServer);
    browser = await launchChromium();

    const helloLoad = await measureLoad(browser, helloServer.url, hello);
    const formLoad = await measureLoad(browser, cashier.url, cardForm);
    const cappedRender = await measureCappedRender(browser, cashier.url);
    const plainKeys = await measureKeystrokes(browser, plainServer.url, CARD_NUMBER, RUNS);
    const formKeys = await measureKeystrokes(browser, new URL(CARD_FORM_PATH, cashier.url).href, CARD_NUMBER, RUNS);
    const node = await measureInNode();
    const keyRatio = formKeys.median / plainKeys.median;

    const ms = fixed(0);
    const header = ['page', 'median', 'min', 'max', 'samples'];
    console.log(
      [
        `Cold load until usable (ms), ${String(RUNS)} runs after a warm-up, CPU throttled ${String(CPU_THROTTLING_RATE)}x:`,
        '',
        markdownTable([...header, 'ratio to hello world'], [statsRow(hello.name, helloLoad, ms, helloLoad), statsRow(cardForm.name, formLoad, ms, helloLoad)], [false, true, true, true, true, true]),
        '',
        `Click on the method until its last field is usable (ms), code and answer loaded, ${String(RUNS)} runs after a warm-up, CPU throttled ${String(CPU_THROTTLING_RATE)}x:`,
        '',
        markdownTable(header, [statsRow('Form at the 200-field cap (deposit-field-cap)', cappedRender, ms)], [false, true, true, true, true]),
        '',
        `Field cap render ${ms(cappedRender.median)} ms, target < ${String(CAPPED_FORM_TARGET_MS)} ms: ${cappedRender.median < CAPPED_FORM_TARGET_MS ? 'met' : 'MISSED'}`,
        '',
        `Keydown to next painted frame (ms) per digit, 16 digits into the card number x ${String(RUNS)} loads, CPU throttled ${String(CPU_THROTTLING_RATE)}x:`,
        '',
        markdownTable([...header, 'ratio to plain form'], [statsRow('Plain React form, same inputs', plainKeys, fixed(1), plainKeys), statsRow(cardForm.name, formKeys, fixed(1), plainKeys)], [false, true, true, true, true, true]),
        '',
        `Keystroke ratio ${keyRatio.toFixed(2)}x, target <= ${KEYSTROKE_TARGET_RATIO.toFixed(1)}x: ${keyRatio <= KEYSTROKE_TARGET_RATIO ? 'met' : 'MISSED'}`,
        '',
        'In node, unthrottled (µs):',
        '',
        markdownTable(
          ['work', 'median', 'min', 'max', 'samples'],
          [
            ...node.compile.map(({ fields, microseconds }) => statsRow(`compileForm, ${String(fields)} fields`, microseconds, fixed(0))),
            statsRow(`validateFormData, card form (${String(node.validate.fields)} fields), per call`, node.validate.microseconds, fixed(1)),
          ],
          [false, true, true, true, true],
        ),
      ].join('\n'),
    );
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
