import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, LOOKS, screenshot } from './browser.ts';
import { cardFormPage, valuesOf, type CardFormPage } from './card-form-page.ts';

/** What has the focus: its tag and accessible text (its label, else its text), "BODY" when nothing does. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'BODY';
    return `${active.tagName} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`;
  });

/** Records every heading that takes the focus (a screen reader reads each one out), for headingsFocused. */
const recordHeadingFocus = async (context: BrowserContext): Promise<void> =>
  void (await context.addInitScript(() => {
    const focused: string[] = [];
    Object.assign(window, { __headingsFocused: focused });
    document.addEventListener('focusin', ({ target }) => {
      if (target instanceof HTMLHeadingElement) focused.push(`${target.tagName} ${(target.textContent ?? '').trim()}`);
    });
  }));

/** The headings that took the focus since the last call, in order. */
const headingsFocused = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __headingsFocused: string[] }).__headingsFocused.splice(0));

/** Ways the first form of a routable method is sent. */
const SENDS: readonly [string, (page: Page, form: CardFormPage) => Promise<void>][] = [
  ['Enter on Deposit', async (page, form) => {
    await form.submit.focus();
    await page.keyboard.press('Enter');
  }],
  // Safari, and a web view on iOS, give a tapped button no focus: the form goes with the focus on nothing.
  ['a tap that leaves the focus on nothing (Safari)', async (page, form) => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await form.submit.dispatchEvent('click');
  }],
];

describe('the focus after a step, a dialog closed or a reload: where a keyboard user expects it, never on <body>', () => {
  const harness = browserForTests();

  it.each(LOOKS)('the routing step (%s): Enter on Deposit puts the focus on the step\'s heading; Back on the method\'s, Forward on the step\'s again', async (look, options, query) => {
    const title = look === 'rtl' ? 'بيانات إضافية' : 'Additional details';
    const recorded = await harness.openPage(`/deposit?session_id=routing-step${query}`, options);
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '100'));
    await form.cardholderName.focus();
    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toMatch(/^BUTTON /);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await expect.poll(() => focused(page)).toBe(`H2 ${title}`);
    expect(new URL(page.url()).pathname).toBe('/deposit/card/route');
    await screenshot(page, `routing-step-heading-${look}`);
    await page.goBack();
    await expect.poll(() => focused(page)).toBe('H1 Visa / Mastercard');
    await page.goForward();
    await expect.poll(() => focused(page)).toBe(`H2 ${title}`);
    await recorded.close();
  });

  it.each(SENDS)('the routing step sent by %s: its heading alone takes the focus, once; Back the method\'s, Forward the step\'s, once each', async (_, send) => {
    const recorded = await harness.openPage('/deposit?session_id=routing-step', { beforeOpen: recordHeadingFocus });
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '100'));
    await headingsFocused(page);
    const STEP = 'H2 Additional details';
    const moves: readonly [() => Promise<unknown>, string][] = [[() => send(page, form), STEP], [() => page.goBack(), 'H1 Visa / Mastercard'], [() => page.goForward(), STEP]];
    for (const [move, heading] of moves) {
      await move();
      await expect.poll(() => focused(page)).toBe(heading);
      // Once the step or the form is drawn, nothing more comes to take the focus: the heading is read out once.
      await page.waitForTimeout(500);
      await expect(headingsFocused(page)).resolves.toEqual([heading]);
    }
    await recorded.close();
  });

  it('/reject-withdrawal opened bare, closed with Escape: the focus goes to the heading of the list below it', async () => {
    const recorded = await harness.openPage('/reject-withdrawal?session_id=withdrawal-reverse-pending');
    const { page } = recorded;
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('H1 Choose a withdrawal method');
    expect(new URL(page.url()).pathname).toBe('/withdrawal');
    await recorded.close();
  });

  const OVERLAYS = [
    ['the country list', '/withdrawal?session_id=withdrawal-phone', '/select-country', '.phone__flag'],
    ['the betting-shop list', '/deposit?session_id=deposit-betshop', '/betshop-deposit', 'button.cell'],
  ] as const;
  const CLOSINGS = OVERLAYS.flatMap(([name, ...overlay]) => (['Back', 'Escape'] as const).map((close) => [name, close, ...overlay] as const));

  it.each(CLOSINGS)('%s reloaded on its address, then closed with %s: the focus goes back to the control that opens it', async (_, close, address, overlayPath, opener) => {
    const recorded = await harness.openPage(address);
    const { page } = recorded;
    await page.locator(opener).click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe(overlayPath);
    await page.reload();
    await page.getByRole('dialog').waitFor();
    if (close === 'Back') await page.goBack();
    else await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, opener)).toBe(true);
    await recorded.close();
  });
});
