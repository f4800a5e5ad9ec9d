import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { browserForTests, menuCommand, screenshot } from './browser.ts';
import { CARD, cardFormPage, openCardForm, SUBMIT_PATH, valuesOf } from './card-form-page.ts';

/** A field's text and where its caret stands. */
const shown = (field: Locator): Promise<[string, number | null]> => field.evaluate((input: HTMLInputElement) => [input.value, input.selectionStart]);

describe('card form input, end to end on recorded fixtures under the strict CSP', () => {
  const harness = browserForTests();

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

  it.each(['1,000.50', '1.000,50 EUR'])('an amount pasted with grouped thousands, %s, is one thousand and fifty cents, never 1.00', async (pasted) => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    await form.amount.fill(pasted);
    await expect(form.amount.inputValue()).resolves.toBe('1 000.50');
    await recorded.page.getByRole('button', { name: /^Deposit 1\s000\.50\sEUR/ }).waitFor();
    await recorded.close();
  });

  it('a comma typed after a Kuwaiti dinar amount of 1.000 is a keystroke, not grouping: the amount stays 1.000, never a thousand times larger', async () => {
    const recorded = await harness.openPage('/deposit?session_id=rtl-arabic');
    await recorded.page.locator('.methods button.method').first().click();
    const form = cardFormPage(recorded.page);
    await form.amount.fill('');
    await form.amount.pressSequentially('1.000,');
    await expect(form.amount.inputValue()).resolves.toBe('1.000');
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

  // Chromium had no undo left once the mask wrote its spaces: Ctrl+Z took back the last three digits, then nothing.
  it('Ctrl+Z takes back the last typing and Ctrl+Shift+Z, Ctrl+Y (⌘Z, ⌘⇧Z) bring it again, formatted, the caret where the edit was; the form sends what is shown', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page } = recorded;
    await form.fill({ ...valuesOf('visa', '125'), cardNumber: '' });
    const field = form.cardNumber;
    await field.click();
    await page.keyboard.type(CARD);
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 1111', 19]);
    // A digit typed in the middle regroups the rest; it is a step of its own, its undo puts the caret where it was typed.
    await page.keyboard.press('Home');
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('5');
    await expect(shown(field)).resolves.toEqual(['4111 5111 1111 1111 1', 6]);
    await page.keyboard.press('Meta+z');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 1111', 4]);
    await page.keyboard.press('Control+y');
    await expect(shown(field)).resolves.toEqual(['4111 5111 1111 1111 1', 6]);
    await page.keyboard.press('Meta+Shift+z');
    await expect(shown(field)).resolves.toEqual(['4111 5111 1111 1111 1', 6]);
    await page.keyboard.press('Control+z');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 1111', 4]);
    // The number typed in one go is one step.
    await page.keyboard.press('Control+z');
    await expect(shown(field)).resolves.toEqual(['', 0]);
    await page.keyboard.press('Control+Shift+z');
    await expect(field.inputValue()).resolves.toBe('4111 1111 1111 1111');
    // Backspaces in a row are one step, as the typing was.
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 11', 17]);
    await page.keyboard.press('Control+z');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 1111', 19]);
    const submitted = page.waitForRequest(SUBMIT_PATH);
    await form.submit.click();
    expect(JSON.parse((await submitted).postData() ?? 'null')).toMatchObject({ card_data: { card_pan: CARD } });
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it('several redos in a row put the caret at the end of each edit they bring back, not where the last undo left it', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page } = recorded;
    const field = form.cardNumber;
    await field.click();
    await page.keyboard.type(CARD);
    await page.keyboard.press('Home');
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('5');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(shown(field)).resolves.toEqual(['', 0]);
    await page.keyboard.press('Control+y');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 1111', 19]);
    await page.keyboard.press('Control+y');
    await expect(shown(field)).resolves.toEqual(['4111 5111 1111 1111 1', 6]);
    await recorded.close();
  });

  // On a slow machine the form renders the typing after the user has moved the caret: the redo took that caret (0).
  it('a redo puts the caret at the end of the typing it brings back even when the form rendered the typing after Home was pressed', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page } = recorded;
    const field = form.cardNumber;
    await field.click();
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.keyboard.type(CARD);
    await page.keyboard.press('Home');
    await page.clock.runFor(200);
    await page.keyboard.press('Control+z');
    await expect(shown(field)).resolves.toEqual(['', 0]);
    await page.keyboard.press('Control+y');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 1111', 19]);
    await recorded.close();
  });

  // Chromium's own undo, which the menu ran, took back a garbled part of what the mask wrote.
  it("Undo from the browser's menu (right click, Edit) takes back the field's own steps, as Ctrl+Z does, and Ctrl+Y brings them again", async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page } = recorded;
    const field = form.cardNumber;
    await field.click();
    await page.keyboard.type(CARD);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 11', 17]);
    await menuCommand(page, 'undo');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 1111', 19]);
    await menuCommand(page, 'undo');
    await expect(shown(field)).resolves.toEqual(['', 0]);
    await page.keyboard.press('Control+y');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 1111', 19]);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it('each paste is an undo step of its own: a card number pasted in two halves is taken back half by half', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page, context } = recorded;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    const field = form.cardNumber;
    const paste = async (text: string): Promise<void> => {
      await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
      await page.keyboard.press('Control+v');
    };
    await field.click();
    await paste('4111 1111');
    await paste(' 1111 1111');
    await expect(shown(field)).resolves.toEqual(['4111 1111 1111 1111', 19]);
    await page.keyboard.press('Control+z');
    await expect(shown(field)).resolves.toEqual(['4111 1111', 9]);
    await page.keyboard.press('Control+z');
    await expect(shown(field)).resolves.toEqual(['', 0]);
    await recorded.close();
  });

  // As in a browser's own field whose value a script sets: Chromium has nothing of the field's to undo after it.
  it("an amount picked from the quick amounts starts the field's undo afresh: Ctrl+Z brings back no amount typed before it", async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const { page } = recorded;
    const field = form.amount;
    await field.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('125');
    await page.keyboard.press('Backspace');
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: /50/ }).click();
    await expect(field.inputValue()).resolves.toBe('50');
    await field.press('End');
    await field.press('Control+z');
    await expect(field.inputValue()).resolves.toBe('50');
    // What is typed after it is taken back to it.
    await field.press('0');
    await expect(field.inputValue()).resolves.toBe('500');
    await field.press('Control+z');
    await expect(field.inputValue()).resolves.toBe('50');
    await field.press('Control+z');
    await expect(field.inputValue()).resolves.toBe('50');
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
