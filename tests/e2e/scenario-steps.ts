import type { Page } from 'playwright-core';
import type { ScenarioStep, TestCard } from '../../fixtures/scenario.ts';
import { patternOf } from '../../fixtures/scenario-parts.ts';

/** The test cards a `fillCard` step names: their numbers live here, so no fixture file carries one. */
export const TEST_CARD_DATA = {
  visa: { number: '4111 1111 1111 1111', cvv: '123' },
  amex: { number: '3782 822463 10005', cvv: '1234' },
  'visa-bad-luhn': { number: '4111 1111 1111 1112', cvv: '123' },
} as const satisfies Record<TestCard, { number: string; cvv: string }>;

const CARDHOLDER = 'Jane Doe';

/** The roles of fields a `fill` step can type into. */
const FILLABLE_ROLES = ['textbox', 'searchbox', 'spinbutton', 'combobox'] as const;
type FillableRole = (typeof FILLABLE_ROLES)[number];

/** An expiry a year from now, as MM/YY. */
export function expiryNextYear(now = new Date()): string {
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** A step's name as Playwright matches it: a RegExp for `/source/flags`, else the exact text. */
function nameMatcher(name: string): { name: string | RegExp; exact: boolean } {
  const pattern = patternOf(name);
  return pattern === undefined ? { name, exact: true } : { name: pattern, exact: false };
}

/**
 * Card fields are found by their autocomplete token, not their label: labels come from the server and may be in
 * any language (rtl-arabic), the tokens are the compiler's.
 */
async function fillCard(page: Page, card: TestCard): Promise<void> {
  const data = TEST_CARD_DATA[card];
  await page.locator('input[autocomplete="cc-number"]').fill(data.number);
  await page.locator('input[autocomplete="cc-exp"]').fill(expiryNextYear());
  await page.locator('input[autocomplete="cc-csc"]').fill(data.cvv);
  await page.locator('input[autocomplete="cc-name"]').fill(CARDHOLDER);
}

/** Plays one step of a scenario's `expect.steps`; a name matching several elements fails (strict locators). */
export async function performStep(page: Page, step: ScenarioStep): Promise<void> {
  if ('click' in step) {
    const { name, exact } = nameMatcher(step.click);
    await page.getByRole('button', { name, exact }).or(page.getByRole('link', { name, exact })).click();
  } else if ('fill' in step) {
    const { name, exact } = nameMatcher(step.fill);
    // By role and accessible name, like click: a label's text also holds the required marker (aria-hidden).
    const field = (role: FillableRole) => page.getByRole(role, { name, exact });
    await FILLABLE_ROLES.slice(1).reduce((found, role) => found.or(field(role)), field(FILLABLE_ROLES[0])).fill(step.value);
  } else {
    await fillCard(page, step.fillCard);
  }
}

/** A step as the test report shows it: `click /^Deposit/`, `fill Amount = 125`, `fillCard visa`. */
export function describeStep(step: ScenarioStep): string {
  if ('click' in step) return `click ${step.click}`;
  if ('fill' in step) return `fill ${step.fill} = ${step.value}`;
  return `fillCard ${step.fillCard}`;
}
