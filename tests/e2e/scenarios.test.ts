import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadScenarios } from '../../fixtures/load-scenarios.ts';
import type { Scenario, ScreenExpectation } from '../../fixtures/scenario.ts';
import { screenshot, startBrowser, type BrowserHarness, type OpenPageOptions } from './browser.ts';
import { describeStep, performStep } from './scenario-steps.ts';

/** How long one step or the final text may take (ms): recorded answers come in well under a second. */
const STEP_TIMEOUT_MS = 10_000;
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

const scenarios = [...loadScenarios().values()].sort((a, b) => a.name.localeCompare(b.name));

/** The browser look the start URL asks for, so the system colour scheme and locale agree with it. */
function lookOf(startUrl: string): OpenPageOptions {
  const query = new URL(startUrl, 'http://scenario.invalid').searchParams;
  return {
    ...(query.get('theme') === 'dark' ? { colorScheme: 'dark' } : {}),
    ...(RTL_LANGUAGES.has((query.get('lang') ?? '').slice(0, 2)) ? { dir: 'rtl' } : {}),
  };
}

describe('every recorded scenario lands on its final screen, under the strict CSP', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  it('names, for every scenario, its final screen', () => {
    expect(scenarios.filter((scenario) => scenario.expect === undefined).map((scenario) => scenario.name)).toEqual([]);
  });

  /** Opens the start URL, plays the steps, waits for the text; on a miss, the screenshot shows where it stopped. */
  const play = async (scenario: Scenario, expected: ScreenExpectation): Promise<void> => {
    const recorded = await harness.openPage(scenario.startUrl, lookOf(scenario.startUrl));
    const { page } = recorded;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    let doing = 'open';
    try {
      try {
        for (const step of expected.steps ?? []) {
          doing = describeStep(step);
          await performStep(page, step);
        }
        doing = `wait for "${expected.text}"`;
        await page.getByText(expected.text).first().waitFor();
      } catch (error) {
        await screenshot(page, `scenario-${scenario.name}-failed`);
        throw new Error(`${scenario.name}: ${doing} failed at ${page.url()}`, { cause: error });
      }
      await screenshot(page, `scenario-${scenario.name}`);
      expect(new URL(page.url()).pathname).toBe(expected.screen);
      expect(await recorded.cspViolations()).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await recorded.close();
    }
  };

  for (const scenario of scenarios) {
    const expected = scenario.expect;
    if (scenario.waitingFor !== undefined) it.todo(`${scenario.name}: waits for the ${scenario.waitingFor} screen`);
    else if (expected !== undefined) it(scenario.name, () => play(scenario, expected));
  }
});
