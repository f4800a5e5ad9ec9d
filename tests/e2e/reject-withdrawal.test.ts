import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot, type RecordedPage } from './browser.ts';

const REVERSE = /\/payments\/reverse-pending-withdrawal$/;
const reversals = (recorded: RecordedPage): number => recorded.requests.filter((request) => REVERSE.test(new URL(request.url).pathname)).length;
const inits = (recorded: RecordedPage): number => recorded.requests.filter((request) => request.url.includes('/payouts/groups/init')).length;

describe('/reject-withdrawal: cancelling pending payouts (spec sections 2, 3 and 4)', () => {
  const harness = browserForTests();

  it('asks first, sends the reversal once, shows the amount returned in the currency format, and reloads the balance on Done', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-reverse-pending');
    const { page } = recorded;
    const open = page.getByRole('button', { name: 'Cancel pending withdrawals' });
    await open.waitFor();
    // The button stands apart from the first method below it, by the list's own gap.
    const [button, method] = await Promise.all([open.boundingBox(), page.locator('.method').first().boundingBox()]);
    expect((method?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeGreaterThanOrEqual(8);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel pending withdrawals' });
    await expect(dialog.textContent()).resolves.toContain('You have 2 pending withdrawals for 150.00\u00a0EUR.');
    expect(new URL(page.url()).pathname).toBe('/reject-withdrawal');
    expect(reversals(recorded)).toBe(0);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).dblclick();
    await expect(dialog.getByRole('status').textContent()).resolves.toBe('150.00\u00a0EUR has been returned to your balance.');
    expect(reversals(recorded)).toBe(1);
    await screenshot(page, 'reject-withdrawal-success');
    const before = inits(recorded);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/withdrawal');
    await expect.poll(() => inits(recorded)).toBe(before + 1);
    await recorded.close();
  });

  it('closed by the browser\'s Back after the answer, it reloads the balance too: Forward never offers to cancel again', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-reverse-pending');
    const { page } = recorded;
    await page.getByRole('button', { name: 'Cancel pending withdrawals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel pending withdrawals' });
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await dialog.getByRole('status').waitFor();
    // From now on the server has nothing pending (the recording, which repeats its one answer, cannot say so).
    await recorded.context.route('**/payouts/groups/init', async (route) => {
      const response = await route.fetch();
      const { withdrawal_reverse: _cancelled, ...rest } = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: rest });
    });
    const before = inits(recorded);
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => inits(recorded)).toBe(before + 1);
    await page.goForward();
    // The reloaded answer may land just after Forward: wait for what it says, then check nothing offers a second reversal.
    await dialog.getByText('You have no pending withdrawals to cancel.').waitFor();
    await expect(dialog.getByRole('button', { name: 'Yes, cancel' }).count()).resolves.toBe(0);
    expect(reversals(recorded)).toBe(1);
    await recorded.close();
  });

  it('without success_amount it says the withdrawals could not be cancelled, and what stays pending', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-reverse-failed');
    const { page } = recorded;
    await page.getByRole('button', { name: 'Cancel pending withdrawals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel pending withdrawals' });
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog.getByRole('status').textContent()).resolves.toBe(
      'We could not cancel your pending withdrawals.150.00\u00a0EUR could not be returned. It stays in your pending withdrawals.',
    );
    // The button that held the focus was disabled while the call ran: the focus is on Done, and Tab stays in the dialog.
    const focusedText = (): Promise<string> => page.evaluate(() => (document.activeElement?.closest('.modal') === null ? 'outside the dialog' : (document.activeElement?.textContent ?? '')));
    await expect(focusedText()).resolves.toBe('Done');
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect(focusedText()).resolves.toBe('Done');
    }
    await recorded.close();
  });

  it('"Don\'t cancel" and Escape close it without a call; a network failure says so and keeps the question', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-reverse-pending&fault=reverse-pending-withdrawal:reset');
    const { page } = recorded;
    const open = page.getByRole('button', { name: 'Cancel pending withdrawals' });
    const dialog = page.getByRole('dialog', { name: 'Cancel pending withdrawals' });
    await open.click();
    await dialog.getByRole('button', { name: "Don't cancel" }).click();
    await dialog.waitFor({ state: 'detached' });
    await open.click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(reversals(recorded)).toBe(0);
    await open.click();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toContain('We could not reach the payment server');
    await expect(dialog.getByRole('button', { name: 'Yes, cancel' }).isEnabled()).resolves.toBe(true);
    await recorded.close();
  });

  it('by keyboard: a failed cancel keeps the focus on "Yes, cancel", so Enter tries again; Escape while it runs waits for the answer', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-reverse-pending&fault=reverse-pending-withdrawal:500*1,reverse-pending-withdrawal:delay=1500');
    const { page } = recorded;
    const focusedText = (): Promise<string | null | undefined> => page.evaluate(() => document.activeElement?.textContent);
    const dialog = page.getByRole('dialog', { name: 'Cancel pending withdrawals' });
    await page.getByRole('button', { name: 'Cancel pending withdrawals' }).press('Enter');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).press('Enter');
    await dialog.getByRole('alert').waitFor();
    // Not on "Don't cancel", where Enter closed the dialog instead of trying again.
    expect(await focusedText()).toBe('Yes, cancel');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancelling…' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 5000 }).toBe('150.00\u00a0EUR has been returned to your balance.');
    expect(reversals(recorded)).toBe(2);
    await recorded.close();
  });

  it("left by the browser's Back while the cancel runs, the list is asked again once the answer comes", async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-reverse-pending&fault=reverse-pending-withdrawal:delay=1500');
    const { page } = recorded;
    const dialog = page.getByRole('dialog', { name: 'Cancel pending withdrawals' });
    await page.getByRole('button', { name: 'Cancel pending withdrawals' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(inits(recorded)).toBe(1);
    // The balance and what is still pending as the server has them now, not as before the cancel.
    await expect.poll(() => inits(recorded), { timeout: 5000 }).toBe(2);
    await recorded.close();
  });

  it('one pending withdrawal is asked about in the singular', async () => {
    // The recorded answer lists two; here the server counts one.
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-reverse-pending', {
      beforeOpen: async (context) => {
        await context.route('**/payouts/groups/init', async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: (await response.text()).replace(/"pending_count":\s*2/, '"pending_count": 1') });
        });
      },
    });
    const { page } = recorded;
    await page.getByRole('button', { name: 'Cancel pending withdrawals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel pending withdrawals' });
    await expect(dialog.getByRole('paragraph').first().textContent()).resolves.toBe(
      'You have 1 pending withdrawal for 150.00\u00a0EUR. Cancel it and return the money to your balance?',
    );
    await recorded.close();
  });

  it.each(['light', 'dark', 'rtl'] as const)('has no axe violations and works by keyboard alone (%s)', async (look) => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-reverse-pending', look === 'rtl' ? { dir: 'rtl' } : { colorScheme: look });
    const { page } = recorded;
    // The right-to-left look opens with lang=ar: the button and the dialog's title read Arabic.
    const cancelPending = look === 'rtl' ? 'إلغاء عمليات السحب المعلّقة' : 'Cancel pending withdrawals';
    await page.getByRole('button', { name: cancelPending }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: cancelPending });
    await dialog.waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await screenshot(page, `reject-withdrawal-${look}`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').waitFor();
    await recorded.close();
  });
});
