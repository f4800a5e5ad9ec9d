import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { translation as arabic } from '../../src/i18n/languages/ar.ts';
import { bodiesTo, browserForTests, LOOKS, screenshot } from './browser.ts';
import { BLOCKED, continueWithNewAccount, descriptionOf, path, requestCodeByKeyboard, requestFirstCode, RESEND_BLOCKED, SEND_BLOCKED, SEND_REFUSED, WITHDRAWAL } from './verification-steps.ts';

/**
 * Which edges of a scrolling part show a shade: an edge strip that looks different once the shades' colour is made
 * transparent has a shade drawn on it. Animations run: the part's scrolling drives the shades' fade (a scroll timeline),
 * which Playwright's `animations: 'disabled'` would end.
 */
async function shadedEdges(page: Page, selector: string): Promise<{ top: boolean; bottom: boolean }> {
  const part = page.locator(selector);
  const box = await part.boundingBox();
  if (box === null) throw new Error(`${selector} is not on screen`);
  const strip = (y: number) => page.screenshot({ clip: { x: box.x, y, width: box.width, height: 6 } });
  const edges = () => Promise.all([strip(box.y), strip(box.y + box.height - 6)]);
  const [top, bottom] = await edges();
  // The shades' colour, set on the dialog, made transparent: drawn over the part or as its background, they vanish.
  const shade = (colour: string | null) => part.evaluate((element: HTMLElement, value) => {
    const dialog = element.closest<HTMLElement>('.modal') ?? element;
    if (value === null) dialog.style.removeProperty('--scroll-shade');
    else dialog.style.setProperty('--scroll-shade', value);
  }, colour);
  await shade('transparent');
  const [bareTop, bareBottom] = await edges();
  await shade(null);
  return { top: !top.equals(bareTop), bottom: !bottom.equals(bareBottom) };
}

describe('payout-account verification (/withdrawal-verify-account) and a payment one-time code', () => {
  const harness = browserForTests();

  it('a new IBAN: requisite created, code sent, a wrong code refused, the right one confirms and the withdrawal is sent', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    await continueWithNewAccount(page);
    expect(path(page)).toBe('/withdrawal-verify-account');
    expect(bodiesTo(recorded, 'POST', '/requisite/create')).toEqual([{ pay_group_id: 521, user_requisite_type_id: 3, value: 'PT50000201231234567890154' }]);
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await expect(dialog.getByRole('status').textContent()).resolves.toBe('We will send the code to +351 9•• ••• 412.');
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('We sent a code to +351 9•• ••• 412.');
    expect(bodiesTo(recorded, 'POST', '/otp/send')).toEqual([{ contact_type: 'phone' }]);
    await dialog.getByRole('textbox', { name: 'Code' }).fill('111111');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The code is not correct. Check it and try again.');
    await screenshot(page, 'verify-account-wrong-code');
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/submit')).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    expect(path(page)).toBe('/withdrawal/withdrawal-success');
    expect(bodiesTo(recorded, 'POST', '/otp/verify')).toEqual([{ otp: '111111' }, { otp: '482915' }]);
    expect(bodiesTo(recorded, 'POST', '/payouts/groups/521/submit')).toEqual([expect.objectContaining({ amount: 200, parameters: { iban: 'PT50000201231234567890154' } })]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('the code goes to another trusted contact once changed; Cancel closes the step onto the form with what was typed', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    await continueWithNewAccount(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.getByRole('button', { name: 'Change contact' }).click();
    await dialog.getByRole('radio', { name: 'Email to j•••@example.com' }).check();
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('We sent a code to j•••@example.com.');
    expect(bodiesTo(recorded, 'POST', '/otp/send')).toEqual([{ contact_type: 'email' }]);
    await expect(dialog.getByRole('link', { name: 'Contact support' }).getAttribute('href')).resolves.toBe('https://support.example.com/payouts');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(path(page)).toBe('/withdrawal/bank_transfer/');
    await expect(page.getByRole('textbox', { name: 'IBAN' }).inputValue()).resolves.toBe('PT50000201231234567890154');
    await recorded.close();
  });

  it('closed after a code was sent and opened again for the same account, the step asks for that code at once', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    await continueWithNewAccount(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
    await expect(dialog.getByRole('status').textContent()).resolves.toBe('We sent a code to +351 9•• ••• 412.');
    // The focus waits in the code field, not on Request a new code, whose Enter would ask for another code.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    expect(bodiesTo(recorded, 'POST', '/otp/send')).toHaveLength(1);
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    await recorded.close();
  });

  it('cut to a short window, the step scrolls, shows a refusal below the cut, and shades the edge with more beyond it', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    await page.setViewportSize({ width: 1280, height: 560 });
    await continueWithNewAccount(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
    await dialog.getByRole('button', { name: 'Change contact' }).click();
    const body = page.locator('.verify__body');
    const toTop = (): Promise<void> => body.evaluate((element) => element.scrollTo({ top: 0 }));

    // A wrong code sent with Enter while the step is scrolled to its top: the refusal comes into view.
    await toTop();
    await dialog.getByRole('textbox', { name: 'Code' }).evaluate((input) => input.focus({ preventScroll: true }));
    await toTop();
    await page.keyboard.type('111111');
    await page.keyboard.press('Enter');
    const alert = dialog.getByRole('alert').filter({ hasText: 'The code is not correct' });
    await alert.waitFor({ state: 'attached' });
    const inView = (): Promise<boolean> =>
      alert.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const part = element.closest('.verify__body')?.getBoundingClientRect();
        return part !== undefined && box.top >= part.top && box.bottom <= part.bottom;
      });
    await expect.poll(inView).toBe(true);

    await toTop();
    const support = dialog.getByRole('link', { name: 'Contact support' });
    await expect(support.evaluate((link) => link.getBoundingClientRect().top > (link.closest('.verify__body')?.getBoundingClientRect().bottom ?? 0))).resolves.toBe(true);
    await expect(shadedEdges(page, '.verify__body')).resolves.toEqual({ top: false, bottom: true });
    await screenshot(page, 'verify-account-scrolls');
    await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(shadedEdges(page, '.verify__body')).resolves.toEqual({ top: true, bottom: false });
    await expect(support.isVisible()).resolves.toBe(true);
    await recorded.close();
  });

  it('the send limit (max_request_count 3) blocks asking for block_duration with a timer, which ends at 00:00:00 and hides', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    const { dialog } = await requestFirstCode(page);
    const again = dialog.getByRole('button', { name: 'Request a new code' });
    for (const sent of [2, 3]) {
      await again.click();
      await expect.poll(() => bodiesTo(recorded, 'POST', '/otp/send').length).toBe(sent);
    }
    const timer = dialog.getByRole('timer');
    await expect.poll(() => timer.textContent()).toBe('00:01:00');
    await expect(again.isDisabled()).resolves.toBe(true);
    await page.clock.runFor(1000);
    await expect.poll(() => timer.textContent()).toBe('00:00:59');
    await screenshot(page, 'verify-account-send-blocked');
    await page.clock.runFor(59_000);
    await timer.waitFor({ state: 'detached' });
    await expect(again.isEnabled()).resolves.toBe(true);
    expect(bodiesTo(recorded, 'POST', '/otp/send')).toHaveLength(3);
    await recorded.close();
  });

  it('a code asked for until the send limit blocks its button: the focus goes to the code field, and Escape still closes the step', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    await continueWithNewAccount(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    const request = dialog.getByRole('button', { name: /^Request/ });
    for (const sent of [1, 2, 3]) {
      await request.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => bodiesTo(recorded, 'POST', '/otp/send').length).toBe(sent);
    }
    await dialog.getByRole('timer').waitFor();
    await expect(request.isDisabled()).resolves.toBe(true);
    // The code field is the step's other marked control: what the user came for once no code can be asked.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await recorded.close();
  });

  /** The recorded withdrawal whose first POST /otp/send the server refuses (200, `success: false`); the next one sends. */
  const sendRefusedOnce = () => harness.openPage(SEND_REFUSED);

  it('a code send the server refuses (success: false, scenario withdrawal-otp-send-refused) says so in words, is no console error, and Request code then sends one', async () => {
    const recorded = await sendRefusedOnce();
    const { page } = recorded;
    await continueWithNewAccount(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('We could not send the code. Try again in a moment.');
    await expect(dialog.getByRole('status').textContent()).resolves.toBe('We will send the code to +351 9•• ••• 412.');
    expect(recorded.console.filter((entry) => entry.type === 'error')).toEqual([]);
    await dialog.getByRole('button', { name: 'Request code' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('We sent a code to +351 9•• ••• 412.');
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
    expect(bodiesTo(recorded, 'POST', '/otp/send')).toEqual([{ contact_type: 'phone' }, { contact_type: 'phone' }]);
    await recorded.close();
  });

  /** The recorded withdrawal whose first POST /otp/send is refused with block_duration 30; the next one sends. */
  const sendBlockedOnce = () => harness.openPage(SEND_BLOCKED);
  const WAIT_FOR_TIMER = 'We cannot send the code right now. Wait until the timer ends, then request it again.';

  it('a refused code send with block_duration (scenario withdrawal-otp-send-blocked) says to wait, counts down 30 s with Request code unavailable, then sends one', async () => {
    const recorded = await sendBlockedOnce();
    const { page } = recorded;
    const { dialog, request } = await requestFirstCode(page);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(WAIT_FOR_TIMER);
    const timer = dialog.getByRole('timer', { name: 'New code available in' });
    await expect.poll(() => timer.textContent()).toBe('00:00:30');
    await expect(request.isDisabled()).resolves.toBe(true);
    // The focus stays on Request code (it fell to "Change contact", or to Cancel, which a second Enter pressed); Enter
    // there asks for nothing until the timer ends.
    await expect(request.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.clock.runFor(1000);
    await expect.poll(() => timer.textContent()).toBe('00:00:29');
    expect(recorded.console.filter((entry) => entry.type === 'error')).toEqual([]);
    await page.clock.runFor(29_000);
    await timer.waitFor({ state: 'detached' });
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
    await request.click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('We sent a code to +351 9•• ••• 412.');
    expect(bodiesTo(recorded, 'POST', '/otp/send')).toEqual([{ contact_type: 'phone' }, { contact_type: 'phone' }]);
    await recorded.close();
  });

  it('closed and opened again while a refused send\'s timer runs, the step says again why Request code is unavailable, until the timer ends', async () => {
    const recorded = await sendBlockedOnce();
    const { page } = recorded;
    const { dialog, request } = await requestFirstCode(page);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(WAIT_FOR_TIMER);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const timer = dialog.getByRole('timer', { name: 'New code available in' });
    await timer.waitFor();
    await expect(request.isDisabled()).resolves.toBe(true);
    // Not a disabled button with no reason: the sentence is back with the timer, and is read with the button the focus is on.
    await expect(dialog.getByRole('alert').allTextContents()).resolves.toEqual([WAIT_FOR_TIMER]);
    await expect(descriptionOf(request)).resolves.toBe(WAIT_FOR_TIMER);
    await expect(request.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.clock.runFor(30_000);
    await timer.waitFor({ state: 'detached' });
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
    await expect(descriptionOf(request)).resolves.toBe('');
    expect(bodiesTo(recorded, 'POST', '/otp/send')).toHaveLength(1);
    await recorded.close();
  });

  it('a new code refused with a wait after a code was sent (scenario withdrawal-otp-resend-blocked) is said by Request a new code, not as the code field\'s error, and again once the step is opened again', async () => {
    const recorded = await harness.openPage(RESEND_BLOCKED);
    const { page } = recorded;
    const { dialog } = await requestFirstCode(page);
    const code = dialog.getByRole('textbox', { name: 'Code' });
    await code.fill('4829');
    const again = dialog.getByRole('button', { name: 'Request a new code' });
    await again.click();
    const wait = dialog.getByRole('alert').filter({ hasText: WAIT_FOR_TIMER });
    const saidByRequest = async (): Promise<void> => {
      await wait.waitFor();
      await expect(descriptionOf(again)).resolves.toBe(WAIT_FOR_TIMER);
      // The code field is not in error: neither marked invalid nor described by the refusal, and what was typed stays.
      await expect(code.getAttribute('aria-invalid')).resolves.toBe('false');
      await expect(descriptionOf(code)).resolves.toBe('');
      // Under the request it answers, above the code field.
      const [said, field, request] = await Promise.all([wait.boundingBox(), code.boundingBox(), again.boundingBox()]);
      expect(said !== null && field !== null && request !== null && request.y < said.y && said.y + said.height <= field.y).toBe(true);
    };
    await saidByRequest();
    await expect(code.inputValue()).resolves.toBe('4829');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByRole('timer').waitFor();
    await saidByRequest();
    await page.clock.runFor(30_000);
    await dialog.getByRole('timer').waitFor({ state: 'detached' });
    await expect(wait.count()).resolves.toBe(0);
    await again.click();
    // The code field drawn afresh for the new code takes the focus once it is sent (typed before, the code would go).
    await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(bodiesTo(recorded, 'POST', '/otp/send')).toHaveLength(3);
    await code.fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    await recorded.close();
  });

  it('a new code whose send fails on the network after a wrong code is said by Request a new code; the wrong code stays the code field\'s error', async () => {
    const recorded = await harness.openPage(WITHDRAWAL);
    const { page } = recorded;
    let sends = 0;
    await page.route(/\/otp\/send$/, (route) => {
      sends += 1;
      return sends === 2 ? route.abort('internetdisconnected') : route.fallback();
    });
    await continueWithNewAccount(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your new payout account' });
    await dialog.getByRole('button', { name: 'Request code' }).click();
    const code = dialog.getByRole('textbox', { name: 'Code' });
    await code.fill('111111');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const wrong = 'The code is not correct. Check it and try again.';
    await expect.poll(() => descriptionOf(code)).toBe(wrong);
    const again = dialog.getByRole('button', { name: 'Request a new code' });
    await again.click();
    const failed = dialog.getByRole('alert').filter({ hasText: /^We could not send the code\./ });
    await failed.waitFor();
    await expect(descriptionOf(again)).resolves.toMatch(/^We could not send the code\. \S/);
    await expect(descriptionOf(code)).resolves.toBe(wrong);
    await expect(code.getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'verify-account-resend-failed');
    // Asked again, a new code comes: the field is drawn afresh for it, and the failure goes.
    await again.click();
    await expect.poll(() => sends).toBe(3);
    await failed.waitFor({ state: 'detached' });
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('false');
    await expect(code.inputValue()).resolves.toBe('');
    await recorded.close();
  });

  /**
   * Each recorded refusal of a code send: its sentence, whether the resend timer runs (the step is then closed and
   * opened again during it, and says it again), and whether a code was sent before it.
   */
  const REFUSALS = [
    { name: 'send-refused', scenario: SEND_REFUSED, key: 'APP.VERIFY.SEND_REFUSED', english: 'We could not send the code. Try again in a moment.', timer: false, sentFirst: false },
    { name: 'send-blocked-by-refusal', scenario: SEND_BLOCKED, key: 'APP.VERIFY.SEND_BLOCKED', english: WAIT_FOR_TIMER, timer: true, sentFirst: false },
    { name: 'resend-blocked-by-refusal', scenario: RESEND_BLOCKED, key: 'APP.VERIFY.SEND_BLOCKED', english: WAIT_FOR_TIMER, timer: true, sentFirst: true },
  ] as const;

  it.each(REFUSALS.flatMap((refusal) => LOOKS.map(([look, options, query]) => ({ ...refusal, look, options, query }))))(
    'a refused code send ($name) reads right in $look',
    async ({ name, scenario, key, english, timer, sentFirst, look, options, query }) => {
      const recorded = await harness.openPage(`${scenario}${query}`, options);
      const { page } = recorded;
      const dialog = await requestCodeByKeyboard(page);
      if (sentFirst) {
        await dialog.getByRole('textbox').waitFor();
        // Request a new code: the step's one busy-aware button (its name is Arabic in one look).
        await dialog.locator('.verify__row button[aria-busy]').click();
      }
      const said = dialog.getByRole('alert').filter({ hasText: look === 'rtl' ? arabic.verification[key] : english });
      await said.waitFor();
      if (timer) {
        await dialog.getByRole('timer').waitFor();
        // Escape gives the focus back to Continue, whose Enter opens the step again while the timer runs.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.keyboard.press('Enter');
        await dialog.getByRole('timer').waitFor();
        await said.waitFor();
      }
      await screenshot(page, `verify-account-${name}-${look}`);
      await recorded.close();
    },
  );

  it('verification blocked: the account-blocked screen counts down to blocked_until, ends at 00:00:00, and Try again opens the form', async () => {
    // A minute before blocked_until (2099-12-31T23:59:00Z), from the first script on (the session starts then too);
    // once the screen is up, the clock jumps to three seconds before, however long a loaded machine took to get there.
    const context = await harness.browser.newContext();
    await context.clock.install({ time: new Date('2099-12-31T23:58:00Z') });
    const page = await context.newPage();
    await page.goto(new URL(BLOCKED, inject('baseUrl')).href);
    await page.getByRole('heading', { name: 'Payout account verification is blocked' }).waitFor();
    expect(path(page)).toBe('/account-management-blocked');
    await page.clock.pauseAt(new Date('2099-12-31T23:58:57Z'));
    const timer = page.getByRole('timer', { name: 'You can try again in' });
    await expect.poll(() => timer.textContent()).toBe('00:00:03');
    await page.clock.resume();
    await expect(page.getByRole('link', { name: 'Contact support' }).getAttribute('target')).resolves.toBe('_blank');
    await screenshot(page, 'account-blocked-countdown');
    await expect.poll(() => timer.textContent(), { timeout: 6000 }).toBe('00:00:00');
    await expect(page.getByRole('main').getByRole('status').textContent()).resolves.toBe('The block is over. You can verify a new payout account again.');
    // Try again leads back to the method's form the block stood in for, not to the list of methods.
    const again = page.getByRole('link', { name: 'Try again' });
    await expect(again.getAttribute('href')).resolves.toMatch(/^\/withdrawal\/bank_transfer\/\?/);
    await screenshot(page, 'account-blocked-over');
    await again.click();
    await page.getByRole('heading', { name: 'Bank transfer (SEPA)' }).waitFor();
    expect(path(page)).toBe('/withdrawal/bank_transfer/');
    await context.close();
  });
});
