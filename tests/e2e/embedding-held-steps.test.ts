import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { CashierMessage } from '../../src/embedding/protocol.ts';
import { ALLOWED_PORT, browserWithMerchants, frameAt, merchantPage, rawOf, sequenceOf } from './merchant-page.ts';

/** Whether the cashier's frame is still the page it was when marked (no command reloaded it since). */
const notReloaded = (): boolean => '__beforeCommand' in window;

/** What the cashier posted its merchant, as the SDK would hand it on, in order. */
async function cashierMessages(page: Page): Promise<CashierMessage[]> {
  return (await rawOf(page)).map(({ data }) => data).filter((data): data is CashierMessage => typeof data === 'object' && data !== null && 'source' in data && data.source === 'cashier');
}

/** Marks the cashier's frame, then posts it `setTheme: dark` as its merchant; half a second on, checks it did not reload. */
async function setThemeNow(page: Page, cashierOrigin: string): Promise<void> {
  const frame = frameAt(page, cashierOrigin);
  await frame.evaluate(() => Object.assign(window, { __beforeCommand: true }));
  await page.evaluate(
    ([origin]) => document.querySelector('iframe')?.contentWindow?.postMessage({ source: 'merchant', version: 1, type: 'setTheme', theme: 'dark' }, origin ?? ''),
    [cashierOrigin],
  );
  await page.waitForTimeout(500);
  expect(await frame.evaluate(notReloaded)).toBe(true);
}

/** The frame shows `pathname` in the dark theme, on a page loaded after the command. */
const darkAt = (page: Page, origin: string, pathname: string): Promise<boolean> =>
  frameAt(page, origin)
    .evaluate(([path]) => document.body.dataset['theme'] === 'dark' && location.pathname === path && !('__beforeCommand' in window), [pathname])
    .catch(() => false);

describe('a merchant command while a payment waits for its code or a return page asks for its outcome (framed)', () => {
  const baseUrl = inject('baseUrl');
  const cashierOrigin = new URL(baseUrl).origin;
  const framed = (path: string): string => merchantPage(ALLOWED_PORT, { src: new URL(path, baseUrl).href });
  const newPage = browserWithMerchants(baseUrl, [ALLOWED_PORT]);

  /** The framed M-Pesa deposit sent: its one-time code dialog. */
  const openCodeDialog = async (page: Page): Promise<Locator> => {
    await page.goto(framed('/deposit?session_id=deposit-otp-confirm'));
    const cashier = page.frameLocator('iframe[title="Cashier"]');
    await cashier.getByRole('textbox', { name: 'Amount' }).fill('25');
    await cashier.getByRole('textbox', { name: 'M-Pesa phone number' }).fill('+254712345678');
    await cashier.getByRole('button', { name: /^Deposit/ }).click();
    return cashier.getByRole('dialog', { name: 'Confirm the payment' });
  };

  it('waits while the one-time code dialog is open: the code confirmed, the merchant hears the status, then the theme applies', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    const dialog = await openCodeDialog(page);
    await dialog.getByRole('textbox', { name: 'Code' }).fill('4829');
    await setThemeNow(page, cashierOrigin);
    // The dialog, the code typed so far and the payment waiting for it are all still there.
    await expect(dialog.getByRole('textbox', { name: 'Code' }).inputValue()).resolves.toBe('4829');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('482915');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => darkAt(page, cashierOrigin, '/deposit/deposit-success')).toBe(true);
    // The status came before the reload the command made: the reloaded cashier says ready after it.
    await expect.poll(async () => sequenceOf(await cashierMessages(page)).slice(-2)).toEqual(['status', 'ready']);
  });

  it('waits while the code dialog is open, and applies once it is cancelled: the user is back on the form', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    const dialog = await openCodeDialog(page);
    await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
    await setThemeNow(page, cashierOrigin);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => darkAt(page, cashierOrigin, '/deposit/mpesa/')).toBe(true);
  });

  it("waits from the code answer on, while the dialog's own code is still on its way: the dialog opens, and the theme applies once it is cancelled", async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    const chunk: (() => Promise<void>)[] = [];
    await page.route(/\/assets\/app-modals-[\w-]+\.js$/, (route) => void chunk.push(() => route.continue()));
    const answered = page.waitForResponse(/\/payments\/groups\/\d+\/submit$/);
    const dialog = await openCodeDialog(page);
    await answered;
    await expect.poll(() => chunk.length).toBe(1);
    await setThemeNow(page, cashierOrigin);
    await chunk[0]?.();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => darkAt(page, cashierOrigin, '/deposit/mpesa/')).toBe(true);
  });

  for (const [name, path, call] of [
    ['a 3-D Secure return (POST payments/3ds-result)', '/payments/3ds_result/acquirer_eu?session_id=payments-3ds-provider&PaRes=eJzLSM3JyVcozy_KSVEEAB0JBF4', /\/payments\/3ds-result$/],
    ['a provider return (GET payments/interaction)', '/payments/interaction/paysafecard?session_id=payments-interaction-status', /\/cashier-service\/payments\/interaction$/],
  ] as const) {
    it(`waits while ${name} is on the wire: the page follows its answer to the result, then the theme applies`, async ({ onTestFinished }) => {
      const page = await newPage(onTestFinished);
      const held: (() => Promise<void>)[] = [];
      await page.route(call, (route) => void held.push(() => route.continue()));
      await page.goto(framed(path));
      await expect.poll(() => held.length).toBe(1);
      await setThemeNow(page, cashierOrigin);
      await held[0]?.();
      await expect.poll(() => darkAt(page, cashierOrigin, '/deposit/deposit-success'), { timeout: 15_000 }).toBe(true);
      const statuses = (await cashierMessages(page)).filter((message) => message.type === 'status');
      expect(statuses.at(-1)).toMatchObject({ status: 'success' });
    });
  }
});
