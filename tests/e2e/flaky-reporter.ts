import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/** Where run-all.sh finds the browser tests that passed only when run again, to print them after the summary. */
const FLAKY_FILE = 'test-results/e2e-flaky.txt';

/**
 * Browser tests run once more after a failure (the e2e project's `retry`): a loaded two-CPU machine can miss a timing
 * that a quiet one meets. A test that passed only on its second run is still named here, so a flake is seen and fixed
 * rather than hidden; a test that fails both times fails the run.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky === true) this.flaky.push(`${testCase.module.moduleId.replace(/^.*\/tests\//, 'tests/')}: ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    writeFileSync(FLAKY_FILE, this.flaky.map((name) => `${name}\n`).join(''));
  }
}
