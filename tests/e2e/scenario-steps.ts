import type { Page } from 'playwright-core';
import type { ScenarioStep } from '../../fixtures/scenario.ts';
import { patternOf } from '../../fixtures/scenario-parts.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';

/** The document an `attach` step picks: a one-page PDF, the first format the upload block accepts. */
const TEST_DOCUMENT = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') };

/** The roles of fields a `fill` step can type into. */
const FILLABLE_ROLES = ['textbox', 'searchbox', 'spinbutton', 'combobox'] as const;
type FillableRole = (typeof FILLABLE_ROLES)[number];

/** A step's name as Playwright matches it: a RegExp for `/source/flags`, else the exact text. */
function nameMatcher(name: string): { name: string | RegExp; exact: boolean } {
  const pattern = patternOf(name);
  return pattern === undefined ? { name, exact: true } : { name: pattern, exact: false };
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
  } else if ('attach' in step) {
    const { name, exact } = nameMatcher(step.attach);
    // A file input's role is button, named by its label and its "Add files" text.
    await page.getByRole('button', { name, exact }).and(page.locator('input[type="file"]')).setInputFiles(TEST_DOCUMENT);
  } else {
    await cardFormPage(page).fill(valuesOf(step.fillCard));
  }
}

/** A step as the test report shows it: `click /^Deposit/`, `fill Amount = 125`, `attach /^Proof/`, `fillCard visa`. */
export function describeStep(step: ScenarioStep): string {
  if ('click' in step) return `click ${step.click}`;
  if ('fill' in step) return `fill ${step.fill} = ${step.value}`;
  if ('attach' in step) return `attach ${step.attach}`;
  return `fillCard ${step.fillCard}`;
}
