import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ScenarioStep } from '../../fixtures/scenario.ts';
import { FSI, PDI } from '../../schemas/format/bidi.ts';
import { axeViolations } from './axe.ts';
import { browserForTests, LOOKS, pathOf, screenshot, type OpenPageOptions, type RecordedPage } from './browser.ts';
import { performStep } from './scenario-steps.ts';

const MERCHANT_ORIGIN = 'http://127.0.0.1:4174';

/** The mobile-money payout of withdrawal-phone, which every scenario here extends. */
const PAYOUT_STEPS: readonly ScenarioStep[] = [
  { fill: 'Amount', value: '50' },
  { click: '/country:/i' },
  { click: '/^Uganda/' },
  { fill: 'Phone number', value: '772123456' },
  { click: '/^Withdraw/' },
];


/** Answers every merchant page with a stub, so a redirect to the merchant lands somewhere. */
async function stubMerchant(context: BrowserContext): Promise<void> {
  await context.route(`${MERCHANT_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Merchant</title><h1>Merchant</h1>' }));
}

describe('withdrawal results: the processing-page countdown, the decline data, long blocks (issue 11 items 4, 7, 8)', () => {
  const harness = browserForTests();

  /** Opens a scenario (English, so the steps' names match) and sends the payout; the page is on its result. */
  const payOut = async (scenario: string, query = '', options: OpenPageOptions = {}): Promise<RecordedPage> => {
    const recorded = await harness.openPage(`/withdrawal?session_id=${scenario}${query}`, { ...options, dir: 'ltr' });
    await stubMerchant(recorded.context);
    for (const step of PAYOUT_STEPS) await performStep(recorded.page, step);
    return recorded;
  };

  it('processing_page_redirect_timeout 3: the processing page counts down, then takes the user to merchant_processing_url', async () => {
    const recorded = await payOut('withdrawal-processing-countdown');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Withdrawal is processing' }).waitFor();
    expect(pathOf(page)).toBe('/withdrawal/withdrawal-processing');
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^Taking you back in [1-3] s\.$/);
    await expect(page.getByRole('button', { name: 'Stay on this page' }).isVisible()).resolves.toBe(true);
    await page.waitForURL(`${MERCHANT_ORIGIN}/withdrawal/processing`, { timeout: 6000 });
    expect(recorded.pageErrors).toEqual([]);
    // Back from the merchant comes to the page and stays: its countdown ran once, and does not bounce the user again.
    await page.goBack();
    await page.getByRole('heading', { name: 'Withdrawal is processing' }).waitFor();
    await page.waitForTimeout(4000);
    expect(pathOf(page)).toBe('/withdrawal/withdrawal-processing');
    expect(await page.getByRole('timer').count()).toBe(0);
    await recorded.close();
  });

  it('"Stay on this page" stops the processing countdown; the page keeps waiting', async () => {
    const recorded = await payOut('withdrawal-processing-countdown');
    const { page } = recorded;
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.waitForTimeout(3500);
    expect(pathOf(page)).toBe('/withdrawal/withdrawal-processing');
    // A payout's status is pushed, never asked: the page says it waits for the confirmation, not that it checks a payment.
    await expect(page.getByRole('main').getByRole('status').textContent()).resolves.toBe('Waiting for the payout to be confirmed…');
    await screenshot(page, 'withdrawal-processing-waiting');
    await recorded.close();
  });

  it('without processing_page_redirect_timeout the processing page shows no countdown and stays', async () => {
    const recorded = await payOut('withdrawal-processing-no-countdown');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Withdrawal is processing' }).waitFor();
    // The init answer is in once the way back to the merchant shows; the countdown would show with it.
    await page.getByRole('button', { name: 'Back to the game' }).waitFor();
    await page.waitForTimeout(3500);
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Stay on this page' }).count()).toBe(0);
    expect(pathOf(page)).toBe('/withdrawal/withdrawal-processing');
    await recorded.close();
  });

  it('a declined payout shows its decline_sub_reason and comment as sentences', async () => {
    const recorded = await payOut('withdrawal-decline-details');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Withdrawal declined' }).waitFor();
    expect(pathOf(page)).toBe('/withdrawal/withdrawal-error');
    await expect(page.locator('.status__reason-line').allTextContents()).resolves.toEqual([
      'The amount is over a limit of this method or of your account.',
      'Comment: Daily payout limit of 500 USD reached. Try again tomorrow.',
    ]);
    await page.reload();
    await page.getByText('Comment: Daily payout limit of 500 USD reached. Try again tomorrow.').waitFor();
    await recorded.close();
  });

  it('hostile decline data renders as text: an unknown code to quote, markup never parsed', async () => {
    const recorded = await payOut('withdrawal-decline-hostile');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Withdrawal declined' }).waitFor();
    await expect(page.locator('.status__reason-line').allTextContents()).resolves.toEqual([
      'Decline code: <b>RISK_7</b>. Quote it if you contact support.',
      'Comment: <img src=x onerror="window.__pwned=1"> {reason} $& <script>window.__pwned=2</script>',
    ]);
    await expect(page.locator('.status__reason img, .status__reason script, .status__reason b').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    expect(recorded.console.filter((entry) => entry.text.includes('<b>RISK_7</b>'))).toHaveLength(1);
    await screenshot(page, 'withdrawal-decline-hostile');
    await recorded.close();
  });

  it('without decline data the error page shows the reason alone', async () => {
    const recorded = await payOut('withdrawal-decline-plain');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Withdrawal declined' }).waitFor();
    await expect(page.locator('.status__reason-line').allTextContents()).resolves.toEqual(['Reason: Payout declined by the provider']);
    expect(await page.getByText(/^Comment:|^Decline code:/).count()).toBe(0);
    await recorded.close();
  });

  /** Opens the account-blocked scenario (blocked until 2099-12-31T23:59:00Z) with the clock set at `now`, in UTC. */
  const blockedAt = async (now: string, query = ''): Promise<{ page: Page; context: BrowserContext }> => {
    const context = await harness.browser.newContext({ timezoneId: 'UTC' });
    await context.clock.install({ time: new Date(now) });
    const page = await context.newPage();
    await page.goto(new URL(`/withdrawal?session_id=withdrawal-account-blocked${query}`, inject('baseUrl')).href);
    await page.clock.resume();
    return { page, context };
  };

  it('a block of more than a day reads as days plus HH:MM:SS, the clock under a day; one of more than a week names its end', async () => {
    const { page, context } = await blockedAt('2099-12-29T20:54:55Z');
    const timer = page.getByRole('timer', { name: 'You can try again in' });
    await expect.poll(() => timer.textContent()).toMatch(/^2 days 03:0[34]:0\d$/);
    await context.close();

    const week = await blockedAt('2099-12-24T23:59:30Z');
    await expect.poll(() => week.page.getByRole('timer').textContent()).toMatch(/^6 days 23:59:[23]\d$/);
    await week.context.close();

    const years = await blockedAt('2026-11-25T20:58:31Z');
    await years.page.getByText('You can try again on 31/12/2099 at 23:59.', { exact: true }).waitFor();
    await expect(years.page.getByRole('timer').count()).resolves.toBe(0);
    await years.context.close();

    const arabic = await blockedAt('2099-12-29T20:54:55Z', '&lang=ar');
    // Two days in the dual, يومان, never "2 أيام" (أيام is the plural of three to ten).
    await expect.poll(() => arabic.page.getByRole('timer').textContent()).toMatch(new RegExp(`^يومان ${FSI}03:0[34]:0\\d${PDI}$`));
    await screenshot(arabic.page, 'account-blocked-days-rtl');
    await arabic.context.close();

    const arabicYears = await blockedAt('2026-11-25T20:58:31Z', '&lang=ar');
    // Arabic's date: a right-to-left mark before each slash, so the day reads first from the right.
    await arabicYears.page.getByText(`يمكنك المحاولة مجددًا في ${FSI}31\u200f/12\u200f/2099${PDI} الساعة ${FSI}23:59${PDI}.`, { exact: true }).waitFor();
    await screenshot(arabicYears.page, 'account-blocked-years-rtl');
    await arabicYears.context.close();
  });

  for (const [look, options, query] of LOOKS) {
    it(`has no axe violations on the processing countdown, the decline details and a long block (${look})`, async () => {
      const shown = look === 'rtl' ? '&lang=ar' : query;
      const processing = await payOut('withdrawal-processing-countdown', query, options);
      await processing.page.getByRole('heading', { name: 'Withdrawal is processing' }).waitFor();
      await processing.page.getByRole('button', { name: 'Stay on this page' }).click();
      // The stored payment shows again on the page opened in the look's language; its time stands still (timers run)
      // while axe reads it, so the countdown stays on 3 s. Another address, so another history entry: the one the user
      // stayed on keeps its countdown over, even reloaded.
      await processing.page.clock.setFixedTime(Date.now());
      await processing.page.goto(new URL(`/withdrawal/withdrawal-processing?session_id=withdrawal-processing-countdown${shown}&axe=1`, inject('baseUrl')).href);
      await processing.page.getByRole('timer').waitFor();
      await screenshot(processing.page, `withdrawal-processing-countdown-${look}`);
      expect(await axeViolations(processing.page)).toEqual([]);
      expect(pathOf(processing.page)).toBe('/withdrawal/withdrawal-processing');
      await processing.close();

      const declined = await payOut('withdrawal-decline-details', query, options);
      await declined.page.getByRole('heading', { name: 'Withdrawal declined' }).waitFor();
      await declined.page.goto(new URL(`/withdrawal/withdrawal-error?session_id=withdrawal-decline-details${shown}`, inject('baseUrl')).href);
      await declined.page.locator('.status__reason-line').nth(1).waitFor();
      // Once the init answer is in, the way back to the merchant joins "Try again" and "Change method".
      await expect.poll(() => declined.page.locator('.status__actions button').count()).toBe(3);
      await screenshot(declined.page, `withdrawal-decline-details-${look}`);
      expect(await axeViolations(declined.page)).toEqual([]);
      await declined.close();

      const blocked = await harness.openPage(`/withdrawal?session_id=withdrawal-account-blocked${query}`, options);
      await blocked.page.getByText(/\d\d\u200f?\/\d\d\u200f?\/2\d{3}/).waitFor();
      await screenshot(blocked.page, `account-blocked-years-${look}`);
      expect(await axeViolations(blocked.page)).toEqual([]);
      await blocked.close();
    });
  }
});
