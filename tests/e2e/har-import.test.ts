import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importHar } from '../../fixtures/har/import-har.ts';
import { findCardDataLeaks } from '../../src/telemetry/scrub/find-card-data-leaks.ts';
import { callKey, parseScenarioFile, type JsonValue } from '../../fixtures/scenario.ts';
import { launchChromium } from './browser.ts';
import { cardFormPage, valuesOf, type CardFormValues } from './card-form-page.ts';
import { REPO_ROOT } from './preview-server.ts';

const SESSION = 'deposit-card-success';
const NAME = 'har-imported-card';

/** Values of every field whose name marks it as a CVV, anywhere in a JSON value. */
function cvvValues(value: JsonValue): JsonValue[] {
  if (Array.isArray(value)) return value.flatMap(cvvValues);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [...(/cvv|cvc|csc/i.test(key) ? [item] : []), ...cvvValues(item)]);
}

/** Records a real card deposit in Chromium as a HAR export, the way DevTools would save it; returns what was typed. */
async function recordCardDeposit(browser: Browser, harPath: string): Promise<CardFormValues> {
  const context = await browser.newContext({ recordHar: { path: harPath, content: 'embed' } });
  const page = await context.newPage();
  await page.goto(new URL(`/deposit?session_id=${SESSION}`, inject('baseUrl')).href);
  await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  const form = cardFormPage(page);
  const typed = valuesOf('visa', '125');
  await form.fill(typed);
  await form.submit.click();
  await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
  await context.close();
  return typed;
}

/** Runs the import command line; each test gives it an output folder of its own. */
function importCli(harPath: string, outDir: string, ...flags: string[]): ReturnType<typeof spawnSync> {
  return spawnSync(process.execPath, [resolve(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'fixtures/har/import-cli.ts', harPath, '--name', NAME, '--out-dir', outDir, ...flags], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
}

describe('HAR import of a real Chromium session', () => {
  let dir: string;
  let harPath: string;
  let typed: CardFormValues;

  // One recording, read by every test and written by none.
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'har-import-'));
    harPath = join(dir, 'export.har');
    const browser = await launchChromium();
    try {
      typed = await recordCardDeposit(browser, harPath);
    } finally {
      await browser.close();
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('turns a card deposit export into a redacted scenario that parses and replays the same calls', async () => {
    const har = await readFile(harPath, 'utf8');
    // The export itself carries everything that must not reach the scenario, or the assertions below prove nothing.
    expect(har.replaceAll(' ', '')).toContain(typed.cardNumber.replaceAll(' ', ''));
    expect(har).toContain(typed.cardholderName);
    expect(har).toContain(SESSION);

    const { file, report } = await importHar({ harPath, name: NAME, outDir: await mkdtemp(join(dir, 'import-')) });
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
    expect(cvvValues(JSON.parse(text) as JsonValue)).not.toContain(typed.cvv);
    expect(text).not.toContain(typed.expiry);
    expect(text).not.toContain(typed.cardholderName);
    expect(text).not.toContain(SESSION);
    expect(text).not.toContain('fixture-token-7c1e2f');
  });

  it('refuses to overwrite a scenario from the command line unless --force', async () => {
    const outDir = await mkdtemp(join(dir, 'cli-'));
    expect(importCli(harPath, outDir).status).toBe(0);
    const refused = importCli(harPath, outDir);
    expect(refused.status).toBe(1);
    expect(String(refused.stderr)).toContain('exists; pass --force to replace it');
    const forced = importCli(harPath, outDir, '--force', '--description', 'Card deposit recorded in Chromium');
    expect(forced.status).toBe(0);
    expect(String(forced.stdout)).toMatch(/Wrote .*har-imported-card\.json: \d+ exchanges/);
    expect(String(forced.stdout)).toMatch(/Dropped: \d+ static assets/);
  });
});
