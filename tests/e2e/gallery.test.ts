import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compileForm } from '../../schemas/compiler/compile-form.ts';
import type { FieldUi } from '../../schemas/compiler/compiled-form.ts';
import { fieldTypes } from '../../field-widgets/registry.ts';
import { galleryParameters } from '../../src/playground/gallery.ts';
import { DEFAULT_CONTEXT, formContextOf } from '../../src/playground/form-context.ts';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot, type OpenPageOptions } from './browser.ts';

const LOOKS: readonly [string, OpenPageOptions, string][] = [
  ['light', { colorScheme: 'light' }, ''],
  ['dark', { colorScheme: 'dark' }, '&theme=dark'],
  ['rtl', { colorScheme: 'light', dir: 'rtl' }, '&dir=rtl'],
];

/** The gallery as the page compiles it: one field per registered type, and which of them are not inputs. */
const gallery = compileForm(galleryParameters(), formContextOf(DEFAULT_CONTEXT), fieldTypes);
const TYPE_COUNT = Object.keys(fieldTypes).length;

/** Info and hidden fields render their documented non-input; every other field a labelled control. */
function isNonInput(name: string): boolean {
  const ui = gallery.uiSchema[name];
  const options = ui === undefined || Array.isArray(ui) ? undefined : (ui as FieldUi)['ui:options'];
  return options?.hidden === true || gallery.fields.some((field) => field.name === name && field.role === 'display');
}

interface RenderedField {
  readonly name: string;
  readonly found: boolean;
  readonly labelled: boolean;
}

/** In the page: whether `#root_<name>` exists and has an accessible name from a label, aria-label(ledby) or legend. */
function renderedFields(names: readonly string[]): RenderedField[] {
  return names.map((name) => {
    const element = document.getElementById(`root_${name}`);
    if (element === null) return { name, found: false, labelled: false };
    const labels = 'labels' in element && element.labels instanceof NodeList ? element.labels.length : 0;
    const legend = element.closest('fieldset')?.querySelector('legend') ?? null;
    const labelled = labels > 0 || element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') || legend !== null;
    return { name, found: true, labelled };
  });
}

/** Waits for the gallery form and for every lazily loaded widget to replace its placeholder. */
async function galleryReady(page: Page): Promise<void> {
  await page.locator('#root_amount').waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

describe('the playground gallery: every field type of the registry, in light, dark and right-to-left', () => {
  const harness = browserForTests();

  it('compiles one field per registered type with no problem', () => {
    expect(gallery.problems).toEqual([]);
    expect(gallery.fields).toHaveLength(TYPE_COUNT);
  });

  it.each(LOOKS)('renders every type labelled, with no axe or CSP violation (%s)', async (look, options, query) => {
    const recorded = await harness.openPage(`/playground.html?preset=gallery${query}`, options);
    const { page } = recorded;
    await galleryReady(page);
    await screenshot(page, `gallery-${look}`);

    const names = gallery.fields.map((field) => field.name);
    const fields = await page.evaluate(renderedFields, names);
    const rootIds = await page.evaluate(() => [...document.querySelectorAll('[id^=root_]')].map((element) => element.id));
    expect(names.filter((name) => rootIds.includes(`root_${name}`))).toHaveLength(TYPE_COUNT);
    expect(fields.filter((field) => !field.found)).toEqual([]);
    expect(fields.filter((field) => !field.labelled && !isNonInput(field.name))).toEqual([]);

    expect(await page.evaluate(() => [document.body.dataset['theme'], document.documentElement.dir])).toEqual([
      look === 'dark' ? 'dark' : 'light',
      look === 'rtl' ? 'rtl' : 'ltr',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await recorded.cspViolations()).toEqual([]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});
