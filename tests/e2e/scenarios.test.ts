import { describe, expect, it } from 'vitest';
import { loadScenarios } from '../../fixtures/load-scenarios.ts';
import type { Scenario, ScreenExpectation } from '../../fixtures/scenario.ts';
import { browserForTests, screenshot, type OpenPageOptions } from './browser.ts';
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
  const harness = browserForTests();

  it('names, for every scenario, its final screen', () => {
    expect(scenarios.filter((scenario) => scenario.expect === undefined).map((scenario) => scenario.name)).toEqual([]);
  });

  /**
   * Opens the start URL, plays the steps and waits for the text. Where it stops, it throws
   * `<scenario>: stops at <step> on <path>`, and the screenshot shows the screen it stopped on.
   */
  const play = async (scenario: Scenario, expected: ScreenExpectation): Promise<void> => {
    // Calls the fixture server had no recording for (501 UNRECORDED_CALL): a replay that needs one is incomplete.
    const unrecorded: string[] = [];
    const recorded = await harness.openPage(scenario.startUrl, {
      ...lookOf(scenario.startUrl),
      beforeOpen: (context) => {
        context.on('response', (response) => {
          if (response.status() === 501) unrecorded.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
        });
        return Promise.resolve();
      },
    });
    const { page } = recorded;
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const stopsAt = async (doing: string, cause: unknown): Promise<never> => {
      await screenshot(page, `scenario-${scenario.name}-stopped`);
      throw new Error(`${scenario.name}: stops at ${doing} on ${new URL(page.url()).pathname}`, { cause });
    };
    try {
      for (const step of expected.steps ?? []) await performStep(page, step).catch((error: unknown) => stopsAt(describeStep(step), error));
      await page.getByText(expected.text).first().waitFor().catch((error: unknown) => stopsAt(`wait for "${expected.text}"`, error));
      // A deposit's processing page asks payments/status after a second: a replay must answer that too.
      if (expected.screen === '/deposit/deposit-processing') await page.waitForResponse((response) => response.url().endsWith('/payments/status'));
      await screenshot(page, `scenario-${scenario.name}`);
      expect(new URL(page.url()).pathname, `${scenario.name}: the screen showing "${expected.text}"`).toBe(expected.screen);
      expect(await recorded.cspViolations()).toEqual([]);
      expect(recorded.pageErrors).toEqual([]);
      expect(unrecorded, `${scenario.name}: calls its screens made that it has no recording for`).toEqual([]);
    } finally {
      await recorded.close();
    }
  };

  for (const scenario of scenarios) {
    const expected = scenario.expect;
    if (expected === undefined) continue;
    if (scenario.waitingFor === undefined) {
      it(scenario.name, () => play(scenario, expected));
    } else {
      // An expected failure: the day it passes, this test goes red, and whoever built the screen removes waitingFor.
      // Where it stops today is its error, and an annotation the verbose and CI reporters print.
      it.fails(`${scenario.name}: waits for ${scenario.waitingFor} (an expected failure: once it passes, remove waitingFor)`, async ({ annotate }) => {
        await play(scenario, expected).catch(async (error: unknown) => {
          if (error instanceof Error) await annotate(error.message, 'stops');
          throw error;
        });
      });
    }
  }
});
