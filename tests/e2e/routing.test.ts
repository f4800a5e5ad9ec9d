import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { browserForTests, pathOf, SCREEN_TIMEOUT_MS, screenshot, type OpenPageOptions, type RecordedPage } from './browser.ts';
import { cardFormPage, TEST_CARD_DATA, valuesOf, type CardFormPage } from './card-form-page.ts';

const ROUTE_CALL = '/api/cashier-service/deposit/groups/101/route';
const SUBMIT_CALL = '/api/cashier-service/v1.0/payments/groups/101/submit';
const digits = (text: string): string => text.replace(/\D/g, '');

describe('the routing step and the alternative payments return pages', () => {
  const harness = browserForTests();

  /** Opens the routable card method, fills the card form and sends it: the routing step's form is on screen. */
  async function reachRoutingStep(query = '', options: OpenPageOptions = {}): Promise<{ recorded: RecordedPage; form: CardFormPage; nationalId: Locator }> {
    const recorded = await harness.openPage(`/deposit?session_id=routing-step${query}`, options);
    const form = cardFormPage(recorded.page);
    await form.fill(valuesOf('visa', '100'));
    await form.submit.click();
    const nationalId = recorded.page.getByRole('textbox', { name: /National ID \(CPF\)/ });
    await nationalId.waitFor();
    return { recorded, form, nationalId };
  }

  it('a routable method posts the form to the route call and shows its parameters as the next form, then pays with both', async () => {
    const { recorded, form, nationalId } = await reachRoutingStep();
    const { page } = recorded;
    expect(pathOf(page)).toBe('/deposit/card/route');
    expect(await page.getByText('Your payment provider needs a few more details to complete this payment.').count()).toBe(1);
    expect(await form.cardNumber.isVisible()).toBe(false);
    await screenshot(page, 'routing-step-form');

    await nationalId.fill('123');
    await page.getByRole('button', { name: /^Deposit/ }).click();
    expect(recorded.requests.filter((request) => request.url.includes(SUBMIT_CALL))).toHaveLength(0);
    await nationalId.fill('123.456.789-09');
    await page.getByRole('button', { name: /^Deposit/ }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();

    const route = recorded.requests.find((request) => request.url.includes(ROUTE_CALL));
    expect(JSON.parse(route?.postData ?? '{}')).toMatchObject({ paygroup_id: 101, amount: 100 });
    const submits = recorded.requests.filter((request) => request.url.includes(SUBMIT_CALL));
    expect(submits).toHaveLength(1);
    const body: unknown = JSON.parse(submits[0]?.postData ?? '{}');
    expect(body).toMatchObject({
      amount: 100,
      card_data: { card_pan: digits(TEST_CARD_DATA.visa.number), cvv: TEST_CARD_DATA.visa.cvv },
      parameters: { national_id: '123.456.789-09' },
    });
    await recorded.close();
  });

  it('route:500: back on the first form, with everything typed, the reason, and Deposit sending again', async () => {
    const recorded = await harness.openPage('/deposit?session_id=routing-step&fault=route:500*1');
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.fill(valuesOf('visa', '100'));
    await form.submit.click();
    await page.getByRole('alert').getByText(/The payment server could not handle the request/).waitFor();
    expect(pathOf(page)).toBe('/deposit/card/');
    await expect(form.cardNumber.isVisible()).resolves.toBe(true);
    await expect(form.amount.inputValue()).resolves.toBe('100');
    await form.submit.click();
    await page.getByRole('textbox', { name: /National ID \(CPF\)/ }).waitFor();
    expect(pathOf(page)).toBe('/deposit/card/route');
    await recorded.close();
  });

  it.each([
    ['light', ''],
    ['dark', '&theme=dark'],
  ] as const)('the routing step has no axe-core violations (%s)', async (look, query) => {
    const { recorded } = await reachRoutingStep(query, { colorScheme: look });
    const { page } = recorded;
    await screenshot(page, `routing-step-${look}`);
    expect(await axeViolations(page)).toEqual([]);
    await recorded.close();
  });

  it('the routing step lives only in the mounted form: a reload starts again from the first form, with no card kept', async () => {
    const { recorded, form } = await reachRoutingStep();
    const { page } = recorded;
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(digits(storage)).not.toContain(digits(TEST_CARD_DATA.visa.number));
    expect(page.url()).not.toContain(digits(TEST_CARD_DATA.visa.number));
    await page.reload();
    await form.cardNumber.waitFor();
    expect(pathOf(page)).toBe('/deposit/card/');
    expect(await form.cardNumber.inputValue()).toBe('');
    await recorded.close();
  });

  it('going back from the routing step finds the first form as it was typed; forward again, the step as it was typed, asked once', async () => {
    const { recorded, form, nationalId } = await reachRoutingStep();
    const { page } = recorded;
    await nationalId.fill('52998224725');
    await page.goBack();
    await form.cardNumber.waitFor({ state: 'visible' });
    expect(digits(await form.cardNumber.inputValue())).toBe(digits(TEST_CARD_DATA.visa.number));
    await page.goForward();
    await nationalId.waitFor({ state: 'visible' });
    await expect(nationalId.inputValue()).resolves.toBe('52998224725');
    // The route call carries the card: it is never sent again for the same first form.
    expect(recorded.requests.filter((request) => request.url.includes(ROUTE_CALL))).toHaveLength(1);
    await recorded.close();
  });

  it('checkout sends its card fields as base64 JSON with is_card_token_active from the save-card box, typed on numeric keyboards', async () => {
    const recorded = await harness.openPage('/checkout?session_id=checkout-card');
    const { page } = recorded;
    const form = cardFormPage(page);
    await form.cardNumber.waitFor();
    for (const field of [form.cardNumber, form.expiry, form.cvv]) expect(await field.getAttribute('inputmode')).toBe('numeric');
    // A fixed order amount reads as that amount, never as a range from it to itself.
    await expect(page.locator('main').textContent()).resolves.not.toMatch(/49\.99.EUR – 49\.99|From 49\.99/);
    await page.getByText(/^49\.99.EUR • /).waitFor();
    await form.fill(valuesOf('visa'));
    await page.getByRole('checkbox', { name: /Save this card/ }).uncheck();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    // An order, not a balance; the way back leads to the shop, not to a game.
    await page.getByText('Your payment went through. Thank you for your order.').waitFor();
    await expect(page.getByRole('button', { name: 'Back to the shop' }).count()).resolves.toBe(1);
    await screenshot(page, 'checkout-success');
    const submit = recorded.requests.find((request) => request.url.includes(SUBMIT_CALL));
    const { data } = JSON.parse(submit?.postData ?? '{}') as { data?: string };
    const payload: unknown = JSON.parse(Buffer.from(data ?? '', 'base64').toString('utf8'));
    expect(payload).toMatchObject({ amount: 49.99, currency: 'EUR', is_card_token_active: false, card_data: { card_pan: digits(TEST_CARD_DATA.visa.number) } });
    expect(payload).toHaveProperty('card_data.exp_month');
    expect(payload).toHaveProperty('card_data.exp_year');
    await recorded.close();
  });

  it('/payments/interaction/{provider} follows the answer to /payments/status/{provider}, which polls to the success page', async () => {
    const recorded = await harness.openPage('/payments/interaction/paysafecard?session_id=payments-interaction-status');
    const { page } = recorded;
    await page.waitForURL(/\/payments\/status\/paysafecard\?/);
    expect(new URL(page.url()).searchParams.get('session_id')).toBe('payments-interaction-status');
    await screenshot(page, 'payments-status');
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    expect(pathOf(page)).toBe('/deposit/deposit-success');
    expect(recorded.requests.filter((request) => request.url.includes('/api/cashier-service/payments/interaction'))).toHaveLength(1);
    await recorded.close();
  });

  it('a decline that /payments/status learns from the status call shows its reason, sub-reason and comment', async () => {
    const recorded = await harness.openPage('/payments/status/paysafecard?session_id=payments-interaction-status', {
      beforeOpen: async (context) => {
        await context.route('**/api/cashier-service/v1.0/payments/status', (route) =>
          route.fulfill({
            json: { session_status: 'closed', transaction_status: 'declined', result_status: 'fail', error_message: 'Declined by the issuer', decline_sub_reason: 'insufficient_funds', comment: 'Call your bank' },
          }),
        );
      },
    });
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Payment declined' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await expect(page.locator('.status__reason-line').allTextContents()).resolves.toEqual([
      'Reason: Declined by the issuer',
      'There were not enough funds for this amount.',
      'Comment: Call your bank',
    ]);
    await recorded.close();
  });
});
