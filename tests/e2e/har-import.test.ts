import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importHar } from '../../fixtures/har/import-har.ts';
import { findCardDataLeaks } from '../../fixtures/redact/find-card-data-leaks.ts';
import { callKey, parseScenarioFile, type JsonValue } from '../../fixtures/scenario.ts';
import { launchChromium } from './browser.ts';
import { REPO_ROOT } from './preview-server.ts';

const SESSION = 'deposit-card-success';
const NAME = 'har-imported-card';
const CARD = '4111 1111 1111 1111';

/** An expiry a year from now, as MM/YY. */
function expiryNextYear(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** Values of every field whose name marks it as a CVV, anywhere in a JSON value. */
function cvvValues(value: JsonValue): JsonValue[] {
  if (Array.isArray(value)) return value.flatMap(cvvValues);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [...(/cvv|cvc|csc/i.test(key) ? [item] : []), ...cvvValues(item)]);
}

/** Records a real card deposit in Chromium as a HAR export, the way DevTools would save it. */
async function recordCardDeposit(browser: Browser, harPath: string, expiry: string): Promise<void> {
  const context = await browser.newContext({ recordHar: { path: harPath, content: 'embed' } });
  const page = await context.newPage();
  await page.goto(new URL(`/deposit?session_id=${SESSION}`, inject('baseUrl')).href);
  await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('125');
  await page.getByLabel('Card number').fill(CARD);
  await page.getByLabel('Expiry date').fill(expiry);
  await page.getByLabel('CVV').first().fill('123');
  await page.getByLabel('Cardholder name').fill('Jane Doe');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
  await context.close();
}

describe('HAR import of a real Chromium session', () => {
  let browser: Browser;
  let dir: string;
  const expiry = expiryNextYear();

  beforeAll(async () => {
    browser = await launchChromium();
    dir = await mkdtemp(join(tmpdir(), 'har-import-'));
  });
  afterAll(async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('turns a card deposit export into a redacted scenario that parses and replays the same calls', async () => {
    const harPath = join(dir, 'export.har');
    await recordCardDeposit(browser, harPath, expiry);
    const har = await readFile(harPath, 'utf8');
    // The export itself carries everything that must not reach the scenario, or the assertions below prove nothing.
    expect(har.replaceAll(' ', '')).toContain(CARD.replaceAll(' ', ''));
    expect(har).toContain('Jane Doe');
    expect(har).toContain(SESSION);

    const { file, report } = await importHar({ harPath, name: NAME, outDir: dir });
    const text = await readFile(file, 'utf8');
    const scenario = parseScenarioFile(JSON.parse(text), file);

    expect(scenario.name).toBe(NAME);
    expect(scenario.startUrl).toBe(`/deposit?session_id=${NAME}`);
    expect(scenario.exchanges.map(callKey)).toEqual(
      expect.arrayContaining([
        'GET /api/cashier-service/v1.0/payments/groups/init',
        'POST /api/cashier-service/v1.0/payments/groups/101/select',
        'POST /api/cashier-service/v1.0/payments/groups/101/submit',
      ]),
    );
    expect(scenario.exchanges.find((exchange) => exchange.path.endsWith('/submit'))?.body).toEqual({ action: 'result', result_status: 'success' });
    expect(report.counts.static).toBeGreaterThan(0);

    expect(findCardDataLeaks(text)).toEqual([]);
    expect(cvvValues(JSON.parse(text) as JsonValue)).not.toContain('123');
    expect(text).not.toContain(expiry);
    expect(text).not.toContain('Jane Doe');
    expect(text).not.toContain(SESSION);
    expect(text).not.toContain('fixture-token-7c1e2f');
  });

  it('refuses to overwrite a scenario from the command line unless --force', () => {
    const harPath = join(dir, 'export.har');
    const run = (...flags: string[]): ReturnType<typeof spawnSync> =>
      spawnSync(process.execPath, [resolve(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'fixtures/har/import-cli.ts', harPath, '--name', NAME, '--out-dir', dir, ...flags], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      });
    const refused = run();
    expect(refused.status).toBe(1);
    expect(String(refused.stderr)).toContain('exists; pass --force to replace it');
    const forced = run('--force', '--description', 'Card deposit recorded in Chromium');
    expect(forced.status).toBe(0);
    expect(String(forced.stdout)).toMatch(/Wrote .*har-imported-card\.json: \d+ exchanges/);
    expect(String(forced.stdout)).toMatch(/Dropped: \d+ static assets/);
  });
});
