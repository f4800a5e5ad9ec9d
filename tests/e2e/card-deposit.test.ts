import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBrowser, screenshot, type BrowserHarness, type RecordedPage } from './browser.ts';
import { cardFormPage, valuesOf, type CardFormPage } from './card-form-page.ts';

const CARD = '4111111111111111';
const SUBMIT_PATH = /\/payments\/groups\/101\/submit$/;

async function openCardForm(harness: BrowserHarness, session: string, query = ''): Promise<{ recorded: RecordedPage; form: CardFormPage }> {
  const recorded = await harness.openPage(`/deposit?session_id=${session}${query}`);
  await recorded.page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  const form = cardFormPage(recorded.page);
  await form.cardNumber.waitFor();
  return { recorded, form };
}

/** Everything a card number could leak into outside the submit call itself. */
async function leaksOfCardNumber(recorded: RecordedPage): Promise<string[]> {
  const storage = await recorded.page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  return [
    ...recorded.console.map((entry) => `console: ${entry.text}`),
    ...recorded.requests.filter((request) => !SUBMIT_PATH.test(request.url)).map((request) => `request: ${request.url} ${request.postData ?? ''}`),
    `storage: ${storage}`,
    `url: ${recorded.page.url()}`,
    `cookies: ${JSON.stringify(await recorded.context.cookies())}`,
  ].filter((text) => text.replace(/\D/g, '').includes(CARD) || text.includes('4111 1111'));
}

describe('card deposit, end to end on recorded fixtures under the strict CSP', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

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

  it('Arabic-Indic and full-width digits typed into card, expiry, CVV and amount are shown and sent as ASCII (issue 8)', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page } = recorded;
    const [month = '', year = ''] = valuesOf('visa').expiry.split('/');
    const arabic = (digits: string): string => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const fullWidth = (digits: string): string => digits.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
    await form.amount.fill(arabic('125'));
    await form.cardNumber.fill(fullWidth(CARD));
    await form.expiry.fill(arabic(`${month}${year}`));
    await form.cvv.fill(fullWidth('123'));
    await form.cardholderName.fill('\u202EJane\u200B Doe');
    await expect(form.cardNumber.inputValue()).resolves.toBe('4111 1111 1111 1111');
    const submitted = page.waitForRequest(SUBMIT_PATH);
    await form.submit.click();
    const body: unknown = JSON.parse((await submitted).postData() ?? 'null');
    expect(body).toMatchObject({
      amount: 125,
      card_data: { card_pan: CARD, exp_month: month, exp_year: `20${year}`, cvv: '123', cardholder_name: 'Jane Doe' },
    });
    await recorded.close();
  });

  it('PH.ERROR.INCORRECT_EXP_DATE is never made by the mask: a slash after one month digit, or a second digit no month has, ends the month (1/3 and 13 are 01/3)', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    await form.expiry.pressSequentially('1/3');
    await expect(form.expiry.inputValue()).resolves.toBe('01/3');
    await form.expiry.fill('');
    await form.expiry.pressSequentially('130');
    await expect(form.expiry.inputValue()).resolves.toBe('01/30');
    await form.expiry.fill('');
    await form.expiry.pressSequentially('1/30');
    await form.expiry.blur();
    await expect(form.expiry.inputValue()).resolves.toBe('01/30');
    await expect(recorded.page.getByText('Incorrect expiry date').count()).resolves.toBe(0);
    await recorded.close();
  });

  it('an amount typed on an Arabic keyboard keeps its decimal separator: ١٢٫٥ is 12.5, never a tenfold 125', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    await form.amount.fill('');
    await form.amount.pressSequentially('١٢٫٥');
    await expect(form.amount.inputValue()).resolves.toBe('12.5');
    await recorded.close();
  });

  it('Backspace deletes an expiry back over its slash; an edit in the middle of a masked field keeps the caret there', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    await form.expiry.pressSequentially('0828');
    await expect(form.expiry.inputValue()).resolves.toBe('08/28');
    for (let press = 0; press < 4; press += 1) await form.expiry.press('Backspace');
    await expect(form.expiry.inputValue()).resolves.toBe('');
    await form.expiry.pressSequentially('11');
    await expect(form.expiry.inputValue()).resolves.toBe('11/');
    // 12345 regrouped as 192 345 and then 1 982 345: each digit goes where the caret is, not to the end.
    await form.amount.fill('');
    await form.amount.pressSequentially('12345');
    await form.amount.press('Home');
    await form.amount.press('ArrowRight');
    await form.amount.pressSequentially('98');
    await expect(form.amount.inputValue()).resolves.toBe('1 982 345');
    await form.cardNumber.pressSequentially('4111111111111111');
    for (let press = 0; press < 6; press += 1) await form.cardNumber.press('ArrowLeft');
    await form.cardNumber.press('Backspace');
    await form.cardNumber.pressSequentially('2');
    await expect(form.cardNumber.inputValue()).resolves.toBe('4111 1111 1121 1111');
    // Next to a space the mask puts back, Delete and Backspace take the digit beyond it instead of doing nothing.
    await form.cardNumber.press('Home');
    for (let press = 0; press < 4; press += 1) await form.cardNumber.press('ArrowRight');
    await form.cardNumber.press('Delete');
    await expect(form.cardNumber.inputValue()).resolves.toBe('4111 1111 1211 111');
    await form.cardNumber.press('ArrowRight');
    await form.cardNumber.press('Backspace');
    await expect(form.cardNumber.inputValue()).resolves.toBe('4111 1111 2111 11');
    // A refused letter leaves the caret where it was: the next digit goes there.
    await form.cardNumber.press('Home');
    for (let press = 0; press < 2; press += 1) await form.cardNumber.press('ArrowRight');
    await form.cardNumber.pressSequentially('x7');
    await expect(form.cardNumber.inputValue()).resolves.toBe('4171 1111 1211 111');
    // The month of a whole expiry typed over: 05 selected, 11 typed, the year kept.
    await form.expiry.fill('05/29');
    await form.expiry.press('Home');
    await form.expiry.press('Shift+ArrowRight');
    await form.expiry.press('Shift+ArrowRight');
    await form.expiry.pressSequentially('11');
    await expect(form.expiry.inputValue()).resolves.toBe('11/29');
    await recorded.close();
  });

  it('deposit-card-3ds: follows the issuer redirect and comes back through /3ds_result to success', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-3ds');
    const { page } = recorded;
    await form.fill({ ...valuesOf('visa', '60'), cardNumber: CARD });
    await form.submit.click();
    await page.getByRole('heading', { name: /Test issuer/ }).waitFor();
    await screenshot(page, 'issuer-page');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/deposit/deposit-success');
    expect(recorded.requests.some((request) => request.url.endsWith('/payments/3ds-result') && request.method === 'POST')).toBe(true);
    expect(await leaksOfCardNumber(recorded)).toEqual([]);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it('deposit-card-3ds with dir=rtl: the page after the issuer\'s return, whose address has no dir=, is still right to left', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-3ds', '&dir=rtl');
    const { page } = recorded;
    await form.fill({ ...valuesOf('visa', '60'), cardNumber: CARD });
    await form.submit.click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    expect(new URL(page.url()).searchParams.has('dir')).toBe(false);
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await recorded.close();
  });

  it.each(['Decline', 'Abandon'])('deposit-card-3ds: %s on the stand-in issuer ends on the decline page with the server\'s reason', async (button) => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-3ds');
    const { page } = recorded;
    await form.fill({ ...valuesOf('visa', '60'), cardNumber: CARD });
    await form.submit.click();
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('heading', { name: 'Payment declined' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/deposit/deposit-error');
    // The 3-D Secure result's own reason, as a submit's decline shows its reason.
    await page.getByText(/^Reason: .+/).waitFor();
    await recorded.close();
  });

  it('deposit-card-3ds with fault=3ds-result:500*1 on the page: the fault survives the bank page, reaches the result call once, and Try again succeeds', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-3ds', '&fault=3ds-result:500*1');
    const { page } = recorded;
    await form.fill({ ...valuesOf('visa', '60'), cardNumber: CARD });
    await form.submit.click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'We could not confirm your payment with your bank' }).waitFor();
    expect(recorded.console.map((entry) => entry.text)).toContain('[cashier] postThreeDsResult: the server answered HTTP 500 (Injected fault: 3ds-result answered 500)');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await recorded.close();
  });

  it('PH.ERROR.INCORRECT_CARD_NUMBER shows on blur for 4111 1111 1111 1112 and blocks submit', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page } = recorded;
    await form.fill(valuesOf('visa-bad-luhn', '125'));
    await form.cardNumber.blur();
    await page.getByText('Incorrect card number').waitFor();
    await form.submit.click();
    await page.waitForTimeout(300);
    expect(recorded.requests.filter((request) => SUBMIT_PATH.test(request.url))).toEqual([]);
    await expect(form.cardNumber.getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'card-number-error');
    await recorded.close();
  });

  it('PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT shows for an amount below the minimum', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    await form.amount.fill('5');
    await form.amount.blur();
    await recorded.page.getByText('The minimum deposit is 10.00 EUR').waitFor();
    await recorded.close();
  });

  it('PH.ERROR.INCORRECT_CVV: 378282246310005 (American Express) needs a 4-digit CVV', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page } = recorded;
    await form.fill({ ...valuesOf('amex', '125'), cvv: '123' });
    await form.cvv.blur();
    await page.getByText('Incorrect CVV').waitFor();
    await form.cvv.fill('1234');
    await form.cvv.blur();
    await page.getByText('Incorrect CVV').waitFor({ state: 'detached' });
    await recorded.close();
  });
});

describe('bad server input', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  it('deposit-broken-init: a malformed init payload shows a clear sentence and its code, the console names the JSON paths', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-broken-init');
    const alert = recorded.page.getByRole('alert');
    await alert.getByRole('heading', { name: 'We could not load the cashier' }).waitFor();
    await alert.getByText('The payment server sent an answer we could not use. Try again later.').waitFor();
    await alert.getByText('Details').click();
    await alert.getByText('Error code: PAYLOAD_INVALID').waitFor();
    await expect(alert.textContent()).resolves.not.toContain('/payment_groups');
    const consoleErrors = recorded.console.filter((entry) => entry.type === 'error').map((entry) => entry.text);
    expect(consoleErrors.some((text) => text.includes('/payment_groups/0/id must be integer'))).toBe(true);
    expect(consoleErrors.some((text) => text.includes('/payment_groups/0/currencies'))).toBe(true);
    await screenshot(recorded.page, 'broken-init');
    await recorded.close();
  });
});
