import { describe, expect, it } from 'vitest';
import { translation as arabic } from '../../src/i18n/languages/ar.ts';
import { translation as french } from '../../src/i18n/languages/fr.ts';
import { translation as hebrew } from '../../src/i18n/languages/he.ts';
import { texts as english } from '../../src/i18n/method-list/en.ts';
import { browserForTests, screenshot, type OpenPageOptions } from './browser.ts';

/** The withdrawal's card method: its limits, then "Up to 24 hours" (no fee). */
const SCENARIO = '/withdrawal?session_id=withdrawal-card';
const TIME = 'PH.PROCESSING_TIME.UP_TO_24_HOURS';

// The withdrawal joins its info line with a semicolon, as each language writes one: Arabic "؛", French a narrow
// no-break space before ";", English and Hebrew the Latin ";". Before, every language had the Latin "; ".
const CASES: readonly [string, string, string, OpenPageOptions][] = [
  ['en', '; ', english[TIME], {}],
  ['en, dark', '; ', english[TIME], { colorScheme: 'dark' }],
  ['ar', '؛ ', arabic.methodList[TIME], { dir: 'rtl' }],
  ['ar, dark', '؛ ', arabic.methodList[TIME], { dir: 'rtl', colorScheme: 'dark' }],
  ['fr', '\u202f; ', french.methodList[TIME], {}],
  ['he', '; ', hebrew.methodList[TIME], { dir: 'rtl' }],
];

describe("the withdrawal's info line is punctuated in the page's language", () => {
  const harness = browserForTests();

  it.each(CASES)('%s: the limits and the processing time joined with %j', async (name, semicolon, time, options) => {
    const language = name.slice(0, 2);
    const theme = options.colorScheme === 'dark' ? '&theme=dark' : '';
    const recorded = await harness.openPage(`${SCENARIO}&lang=${language}${theme}`, options);
    const { page } = recorded;
    const info = page.locator('.method__info').first();
    await expect.poll(() => info.textContent()).toContain(time);
    const line = (await info.textContent()) ?? '';
    expect(line.slice(-`${semicolon}${time}`.length)).toBe(`${semicolon}${time}`);
    // One join, and no other semicolon than the language's.
    expect(line.split(semicolon)).toHaveLength(2);
    expect(line.replace(semicolon, '')).not.toMatch(/[;؛]/);
    await screenshot(page, `info-line-punctuation-${name}`);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });
});
