import { describe, expect, inject, it } from 'vitest';
import type { Route } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot, type RecordedPage } from './browser.ts';
import { cardFormPage, valuesOf } from './card-form-page.ts';

const CARD_FORM = '/deposit/card/?session_id=deposit-card-success';
/** The submit's own code (src/screens/method-form/form-actions.ts), fetched once the form is usable. */
const ACTIONS_CHUNK = /\/assets\/form-actions-[\w-]+\.js$/;
const SUBMIT_PATH = /\/payments\/groups\/101\/submit$/;
const CHUNK_FAILED = 'Part of the cashier could not load. Check your connection and try again.';

/** Every POST …/submit the page sent: what the server would have received. */
const submits = (recorded: RecordedPage): number =>
  recorded.requests.filter((request) => request.method === 'POST' && SUBMIT_PATH.test(request.url)).length;

/** Opens `path` on a fresh page whose submit-code requests are answered by `handle`, counting the page's loads. */
async function openWithActions(handle: (route: Route) => Promise<void> | void, path = CARD_FORM): Promise<{ recorded: RecordedPage; loads: () => number }> {
  const recorded = await harness.openPage('about:blank');
  await recorded.context.route(ACTIONS_CHUNK, handle);
  let loads = 0;
  recorded.page.on('load', () => (loads += 1));
  await recorded.page.goto(new URL(path, inject('baseUrl')).href);
  return { recorded, loads: () => loads };
}

const harness = browserForTests();

describe('the submit\'s code loads after the form is usable (issue 9), and a submit waits for it', () => {
  it('is fetched only after the form has rendered, never with the calls and code the form waits for', async () => {
    const recorded = await harness.openPage('about:blank');
    const { page } = recorded;
    let selectAnswered = Number.POSITIVE_INFINITY;
    // The select call answers 800 ms late: the form cannot render before, so neither may the submit's code load.
    await page.route(/\/groups\/\d+\/select$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
      selectAnswered = Date.now();
    });
    let actionsRequested = 0;
    page.on('request', (request) => {
      if (ACTIONS_CHUNK.test(new URL(request.url()).pathname)) actionsRequested = Date.now();
    });
    await page.goto(new URL(CARD_FORM, inject('baseUrl')).href);
    await cardFormPage(page).amount.waitFor();
    await expect.poll(() => actionsRequested).toBeGreaterThan(0);
    expect(actionsRequested).toBeGreaterThan(selectAnswered);
    expect(submits(recorded)).toBe(0);
    await recorded.close();
  });

  it('arriving late: the form shows it is sending; a double click and Enter presses before it arrives send exactly one submit, once it is there', async () => {
    const held: Route[] = [];
    const { recorded } = await openWithActions((route) => void held.push(route));
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.amount.waitFor();
    await form.fill(valuesOf('visa', '125'));
    await expect.poll(() => held.length).toBeGreaterThan(0);

    await form.submit.dblclick();
    // While it is on its way the form shows that it is sending, as it does during the submit call.
    const sending = page.getByRole('button', { name: 'Processing…' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await sending.focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
    expect(submits(recorded)).toBe(0);
    for (const route of held) await route.continue();

    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(submits(recorded)).toBe(1);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('failing to load: the form says why, sends nothing, keeps what was typed and does not reload', async () => {
    const { recorded, loads } = await openWithActions((route) => route.abort());
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.amount.waitFor();
    const typed = valuesOf('visa', '125');
    await form.fill(typed);
    await form.submit.click();

    await page.getByRole('alert').filter({ hasText: CHUNK_FAILED }).waitFor();
    expect(await form.values()).toEqual({ ...typed, amount: '125' });
    expect(submits(recorded)).toBe(0);
    expect(loads()).toBe(1);
    expect(await form.submit.isEnabled()).toBe(true);
    expect(await recorded.cspViolations()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'deferred-submit-chunk-failed');
    await recorded.close();
  });

  it('failing to load in Arabic, dark: the sentence is in the page language and direction', async () => {
    const { recorded } = await openWithActions((route) => route.abort(), `${CARD_FORM}&lang=ar&theme=dark`);
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.amount.waitFor();
    await form.fill(valuesOf('visa', '125'));
    await page.locator('button[type="submit"]').click();
    await page.getByRole('alert').filter({ hasText: 'تعذّر تحميل جزء من صفحة الدفع' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'deferred-submit-chunk-failed-rtl-dark');
    await recorded.close();
  });
});
