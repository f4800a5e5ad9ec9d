import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';
import { CARD, cardFormPage, leaksOfCardNumber, openCardForm, valuesOf } from './card-form-page.ts';
import { inIosApp, nativeMessagesOf } from './native-messages.ts';

describe('card deposit with 3-D Secure, end to end on recorded fixtures under the strict CSP', () => {
  const harness = browserForTests();

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
    // The issuer's return address had no dir=: the return page opened again with the query the session's links carry.
    expect(new URL(page.url()).searchParams.get('dir')).toBe('rtl');
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await recorded.close();
  });

  it('deposit-card-3ds in the iOS app with close_icon: after the issuer\'s return the app is told the status, the close icon stays, and the way back goes through the app', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-3ds&x-channel=ios&close_icon=true', { beforeOpen: inIosApp });
    const { page } = recorded;
    await page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    const form = cardFormPage(page);
    await form.fill({ ...valuesOf('visa', '60'), cardNumber: CARD });
    await form.submit.click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor();
    await expect.poll(async () => (await nativeMessagesOf(page)).map((message) => message.type)).toContain('status');
    expect((await nativeMessagesOf(page)).find((message) => message.type === 'status')).toMatchObject({ status: 'success' });
    await page.getByRole('button', { name: 'Close' }).waitFor();
    await screenshot(page, 'ios-3ds-return-success');
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await expect.poll(async () => (await nativeMessagesOf(page)).filter((message) => message.type === 'navigate')).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/deposit/deposit-success');
    // Opened again with the session's query before it asked anything: the 3-D Secure result was posted once.
    expect(recorded.requests.filter((request) => request.url.endsWith('/payments/3ds-result'))).toHaveLength(1);
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
});
