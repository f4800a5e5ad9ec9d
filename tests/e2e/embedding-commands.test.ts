import { describe, expect, inject, it } from 'vitest';
import type { FrameLocator, Page, Route } from 'playwright-core';
import { cardFormPage, valuesOf } from './card-form-page.ts';
import { ALLOWED_PORT, browserWithMerchants, frameAt, merchantPage, messagesOf, sequenceOf } from './merchant-page.ts';

const SUBMIT_PATH = /\/payments\/groups\/101\/submit$/;

/** A merchant command as the SDK instance's method and its argument. */
type Call = ['setTheme', 'dark'] | ['setLanguage', 'es'] | ['reinit'] | ['setSessionId', 'deposit-card-3ds'];

/** Runs in the cashier's frame: whether the command took effect there, on a page loaded after it. */
type Effect = () => boolean;

/** The four commands, each a reload: none may cut off the deposit on the wire. */
const COMMANDS: [string, Call, Effect][] = [
  ['setTheme', ['setTheme', 'dark'], () => document.body.dataset['theme'] === 'dark' && location.pathname === '/deposit/deposit-success'],
  ['setLanguage', ['setLanguage', 'es'], () => document.documentElement.lang === 'es' && location.pathname === '/deposit/deposit-success'],
  ['reinit', ['reinit'], () => !('__beforeCommand' in window) && location.pathname === '/deposit/deposit-success'],
  ['setSessionId', ['setSessionId', 'deposit-card-3ds'], () => location.pathname === '/deposit' && new URLSearchParams(location.search).get('session_id') === 'deposit-card-3ds'],
];

describe('a merchant command sent while a payment is on the wire (embedded with the SDK)', () => {
  const baseUrl = inject('baseUrl');
  const cashierOrigin = new URL(baseUrl).origin;
  const newPage = browserWithMerchants(baseUrl, [ALLOWED_PORT]);

  /**
   * Opens the merchant page on `session`, sends the card form with `amount` and holds its submit request; then sends
   * `call` through the SDK and checks, half a second on, that the cashier did not reload over the payment. Returns
   * the page, the cashier's frame and the held submit, for the test to let it go.
   */
  async function commandMidSubmit(page: Page, session: string, amount: string, call: Call): Promise<{ cashier: FrameLocator; submit: Route }> {
    const held: Route[] = [];
    await page.route(SUBMIT_PATH, (route) => void held.push(route));
    await page.goto(merchantPage(ALLOWED_PORT, { cashier: cashierOrigin, session }));
    const cashier = page.frameLocator('iframe[title="Cashier"]');
    await cashier.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    const form = cardFormPage(cashier);
    await form.fill(valuesOf('visa', amount));
    await form.submit.click();
    await expect.poll(() => held.length).toBe(1);
    const frame = frameAt(page, cashierOrigin);
    await frame.evaluate(() => Object.assign(window, { __beforeCommand: true }));
    await page.evaluate(([method, argument]) => (window as unknown as { __cashier: Record<string, (argument?: string) => void> }).__cashier[method]?.(argument), call);
    // Obeyed at once, the command would reload the frame now, and the deposit's answer would reach nobody.
    await page.waitForTimeout(500);
    expect(await frame.evaluate(() => '__beforeCommand' in window)).toBe(true);
    const [submit] = held;
    if (submit === undefined) throw new Error('no submit held');
    return { cashier, submit };
  }

  it.for(COMMANDS)('%s waits for the answer: the merchant hears the status, then the command takes effect', async ([, call, effect], { onTestFinished }) => {
    const page = await newPage(onTestFinished);
    const { submit } = await commandMidSubmit(page, 'deposit-card-success', '40', call);
    await submit.continue();
    const frame = frameAt(page, cashierOrigin);
    await expect.poll(() => frame.evaluate(effect).catch(() => false)).toBe(true);
    // The status came before the reload the command made: the reloaded cashier says ready again, after it.
    await expect.poll(async () => sequenceOf(await messagesOf(page)).filter((type) => type === 'ready').length).toBe(2);
    const messages = await messagesOf(page);
    const sequence = sequenceOf(messages);
    expect(sequence.slice(sequence.indexOf('form:submit'))).toEqual(['form:submit', 'status', 'ready']);
    expect(messages.find((message) => message.type === 'status')).toMatchObject({ flow: 'deposit', status: 'success', amount: 40, currency: 'EUR' });
    // No notice that a payment may still be going through: the reloaded page knows it was answered.
    expect(await frame.evaluate(() => document.body.textContent.includes('may still be going through'))).toBe(false);
  });

  it('is dropped, with a console warning, when the answer opens 3-D Secure in the frame: the issuer page is not cut off', async ({ onTestFinished }) => {
    const page = await newPage(onTestFinished);
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    const { cashier, submit } = await commandMidSubmit(page, 'deposit-card-3ds', '125', ['setTheme', 'dark']);
    await submit.continue();
    await cashier.getByRole('button', { name: 'Approve' }).click();
    await cashier.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(warnings).toContainEqual(expect.stringMatching(/^Cashier embedding: dropped setTheme: .*3-D Secure/));
    // The cashier came back without the theme; the merchant hears its status and ready, and may send it again then.
    expect(await frameAt(page, cashierOrigin).evaluate(() => document.body.dataset['theme'])).not.toBe('dark');
    await expect.poll(async () => sequenceOf(await messagesOf(page)).slice(-3)).toEqual(['form:submit', 'status', 'ready']);
  });
});
