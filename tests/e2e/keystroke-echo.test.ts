import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bodiesTo, browserForTests, screenshot, type RecordedPage } from './browser.ts';
import { CARD, expiryNextYear, openCardForm, SUBMIT_PATH, type CardFormPage } from './card-form-page.ts';

/**
 * Types `text` at the end of the card number as one input event, lets the microtasks run (React commits the keystroke's
 * own render there) and, before any frame is drawn, reads what the field shows and, if told to, presses the submit
 * button. The form's other fields render the keystroke only after its frame is painted (src/app/rjsf-slim/form.tsx).
 */
function typeAtOnce(page: Page, text: string, thenSubmit: boolean): Promise<string> {
  return page.evaluate(
    async ({ text, thenSubmit }) => {
      const input = document.querySelector<HTMLInputElement>('input[autocomplete="cc-number"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (input === null || setValue === undefined) throw new Error('no card number field');
      setValue.call(input, input.value + text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
      await Promise.resolve();
      const shown = input.value;
      if (thenSubmit) document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      return shown;
    },
    { text, thenSubmit },
  );
}

/**
 * Types `key` at the end of the field with autocomplete `token` as one input event and, before any frame is drawn (the
 * form renders the key after its frame), moves the focus on to the field `next`, as a Tab pressed at once does.
 */
function typeThenLeave(page: Page, token: string, key: string, next: string): Promise<void> {
  return page.evaluate(
    async ({ token, key, next }) => {
      const input = document.querySelector<HTMLInputElement>(`input[autocomplete="${token}"]`);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (input === null || setValue === undefined) throw new Error(`no ${token} field`);
      setValue.call(input, input.value + key);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: key }));
      await Promise.resolve();
      await Promise.resolve();
      document.querySelector<HTMLInputElement>(`input[autocomplete="${next}"]`)?.focus();
    },
    { token, key, next },
  );
}

/** A few frames pass: every keystroke so far has been rendered by the whole form. */
const settle = (page: Page): Promise<void> => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));

/**
 * Three keys into the card number, the second typed in the task right after the form took its state for the first
 * key's deferred render, the third right after any render that task scheduled: what the field shows after the second,
 * and at the end.
 */
function typeAcrossTheDeferredRender(page: Page): Promise<{ afterSecond: string; atEnd: string }> {
  return page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('input[autocomplete="cc-number"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (input === null || setValue === undefined) throw new Error('no card number field');
    const type = (text: string): void => {
      setValue.call(input, input.value + text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const nextTask = (): Promise<void> =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    type('1');
    // This frame callback runs after the form's, so its timer runs after the form's deferred render was started.
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => (type('2'), resolve()))));
    await nextTask();
    const afterSecond = input.value;
    type('3');
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { afterSecond, atEnd: input.value };
  });
}

describe('a keystroke paints before the rest of the form renders it', () => {
  const harness = browserForTests();

  it('the digit shows in the card number at once, and the card brand follows once that frame is painted', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    await form.cardNumber.fill('4111 111');
    await settle(recorded.page);
    await expect(typeAtOnce(recorded.page, '1', false)).resolves.toBe('4111 1111');
    await form.cardNumber.fill('');
    await settle(recorded.page);
    await expect(recorded.page.locator('.card-brand').count()).resolves.toBe(0);
    await expect(typeAtOnce(recorded.page, '4111', false)).resolves.toBe('4111');
    await recorded.page.locator('.card-brand[data-brand="visa"]').waitFor({ timeout: 5000 });
    await expect(form.cardNumber.inputValue()).resolves.toBe('4111');
    await recorded.close();
  });

  it('a key typed while the form renders the keys before it is never drawn over or lost', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    await form.cardNumber.fill('4111 1111');
    await settle(recorded.page);
    await expect(typeAcrossTheDeferredRender(recorded.page)).resolves.toEqual({ afterSecond: '4111 1111 12', atEnd: '4111 1111 123' });
    await recorded.close();
  });

  it('the submit pressed in the same moment as the last digit sends the whole card number, with no error', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    await form.fill({ cardNumber: '4111 1111 1111 111', expiry: expiryNextYear(), cvv: '123', cardholderName: 'Jane Doe' });
    await form.cardNumber.focus();
    await settle(recorded.page);
    const submitted = recorded.page.waitForRequest(SUBMIT_PATH, { timeout: 10_000 });
    await typeAtOnce(recorded.page, '1', true);
    await submitted;
    expect(bodiesTo(recorded, 'POST', '/submit')).toMatchObject([{ card_data: { card_pan: CARD } }]);
    await expect(recorded.page.getByText('Incorrect card number').count()).resolves.toBe(0);
    await recorded.close();
  });

  type Typed = Record<'cardNumber' | 'expiry' | 'cvv', [shown: string, lastKey: string]>;

  /**
   * Card number, expiry and CVV each filled but for a last key, then that key typed and the field left in its frame;
   * resolves to the errors the page shows.
   */
  async function lastKeysThenLeave(recorded: RecordedPage, form: CardFormPage, typed: Typed): Promise<string[]> {
    const { page } = recorded;
    for (const [field, token, next] of [
      ['cardNumber', 'cc-number', 'cc-exp'],
      ['expiry', 'cc-exp', 'cc-csc'],
      ['cvv', 'cc-csc', 'cc-name'],
    ] as const) {
      const [shown, lastKey] = typed[field];
      await form[field].fill(shown);
      await settle(page);
      await typeThenLeave(page, token, lastKey, next);
    }
    await settle(page);
    return (await page.locator('.field__error').allTextContents()).filter((text) => text !== '');
  }

  it('a last digit typed and the field left in the same frame is checked with that digit (spec section 5): its errors show, and a valid card shows none and sends what is shown', async () => {
    const { recorded, form } = await openCardForm(harness, 'deposit-card-success');
    const [month = '', year = ''] = expiryNextYear().split('/');
    await form.cardholderName.fill('Jane Doe');
    const invalid: Typed = { cardNumber: ['4111 1111 1111 111', '2'], expiry: ['01/2', '0'], cvv: ['123', '4'] };
    await expect(lastKeysThenLeave(recorded, form, invalid)).resolves.toEqual(['Incorrect card number', 'Incorrect expiry date', 'Incorrect CVV']);
    const valid: Typed = { cardNumber: ['4111 1111 1111 111', '1'], expiry: [`${month}/${year.slice(0, 1)}`, year.slice(1)], cvv: ['12', '3'] };
    await expect(lastKeysThenLeave(recorded, form, valid)).resolves.toEqual([]);
    await screenshot(recorded.page, 'card-form-left-in-the-keystroke-frame');
    const submitted = recorded.page.waitForRequest(SUBMIT_PATH, { timeout: 10_000 });
    await form.submit.click();
    await submitted;
    expect(bodiesTo(recorded, 'POST', '/submit')).toMatchObject([{ card_data: { card_pan: CARD, exp_month: month, exp_year: `20${year}`, cvv: '123' } }]);
    await recorded.close();
  });
});
