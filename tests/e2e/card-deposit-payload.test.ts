import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';
import { CARD, leaksOfCardNumber, openCardForm, SUBMIT_PATH, valuesOf } from './card-form-page.ts';

describe('the card deposit payload, end to end on recorded fixtures under the strict CSP', () => {
  const harness = browserForTests();

  it('deposit-card-success: picks the card method, pays, lands on the success page with the spec payload', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page } = recorded;
    const typed = valuesOf('visa', '125');
    await form.fill(typed);
    await screenshot(page, 'card-form-filled');
    const submitted = page.waitForRequest(SUBMIT_PATH);
    await form.submit.click();
    const body: unknown = JSON.parse((await submitted).postData() ?? 'null');
    await expect(page.getByRole('heading', { name: 'Deposit successful' }).waitFor()).resolves.toBeUndefined();
    await screenshot(page, 'deposit-success');

    const [month, year] = typed.expiry.split('/');
    expect(body).toMatchObject({
      amount: 125,
      currency: 'EUR',
      card_data: { card_pan: CARD, card_bin: '411111', exp_month: month, exp_year: `20${year}`, cvv: '123', cardholder_name: 'Jane Doe' },
      parameters: {},
      is_new_payout_account: false,
      browser_data: { java_script_enabled: 'true', language: 'en', java_enabled: false },
    });
    const browserData = (body as { browser_data: Record<string, unknown> }).browser_data;
    expect(Object.keys(browserData).sort()).toEqual(
      ['color_depth', 'java_enabled', 'java_script_enabled', 'language', 'screen_height', 'screen_width', 'time_zone', 'timezone_name', 'user_agent', 'window_height', 'window_width'],
    );
    expect(typeof browserData['time_zone']).toBe('number');
    expect(typeof (body as { fingerprint: unknown }).fingerprint).toBe('string');
    expect(await leaksOfCardNumber(recorded)).toEqual([]);
    expect(await recorded.cspViolations()).toEqual([]);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('card values live in the value property only: none is in the page HTML while the form holds them (issue 8)', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const typed = valuesOf('visa', '125');
    await form.fill(typed);
    await expect(form.values()).resolves.toEqual(typed);
    const html = await recorded.page.evaluate(() => document.documentElement.outerHTML);
    const found = [typed.cardNumber, CARD, typed.expiry, typed.cvv, typed.cardholderName].filter((value) => html.includes(value));
    expect(found).toEqual([]);
    expect(await recorded.page.locator('input[value]').count()).toBe(0);
    await recorded.close();
  });
});
