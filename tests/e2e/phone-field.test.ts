import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForTests, screenshot, type BrowserHarness, type RecordedPage } from './browser.ts';

const SUBMIT_PATH = /\/payouts\/groups\/541\/submit$/;

/** The mobile-money payout form of withdrawal-phone, whose select answer names Kenya, Uganda and Nigeria. */
async function openPhoneForm(harness: BrowserHarness, query = ''): Promise<RecordedPage> {
  const recorded = await harness.openPage(`/withdrawal?session_id=withdrawal-phone${query}`);
  await recorded.page.locator('#root_amount').fill('50');
  return recorded;
}

/**
 * Types `keys` at the end of the phone field one key (one input event) at a time, faster than any frame: React commits
 * each key's own render in the microtasks between, the form renders them only after a frame is painted.
 */
function typeWithinAFrame(page: Page, keys: string): Promise<void> {
  return page.evaluate(async (keys) => {
    const input = document.querySelector<HTMLInputElement>('input[inputmode="tel"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (input === null || setValue === undefined) throw new Error('no phone field');
    for (const key of keys) {
      setValue.call(input, input.value + key);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: key }));
      await Promise.resolve();
      await Promise.resolve();
    }
  }, keys);
}

describe('a phone field with the server\'s countries (withdrawal-phone; spec sections 3 to 5)', () => {
  const harness = browserForTests();

  it('offers only those countries, reads the national number typed after choosing one, and sends it with its dial code', async () => {
    const recorded = await openPhoneForm(harness);
    const { page } = recorded;
    await page.getByRole('button', { name: /country:/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Select country' });
    await expect(dialog.getByRole('listitem').allTextContents()).resolves.toEqual(['🇰🇪Kenya+254', '🇳🇬Nigeria+234', '🇺🇬Uganda+256']);
    await dialog.getByRole('button', { name: /^Uganda/ }).click();
    const phone = page.getByLabel('Phone number');
    await phone.fill('772123456');
    await expect(phone.inputValue()).resolves.toBe('+256 772 123 456');
    await screenshot(page, 'phone-field-uganda');
    const submitted = page.waitForRequest(SUBMIT_PATH);
    await page.getByRole('button', { name: /^Withdraw/ }).click();
    const body = JSON.parse((await submitted).postData() ?? 'null') as { parameters?: Record<string, unknown> };
    expect(body.parameters?.['phone']).toBe('+256772123456');
    await page.getByRole('heading', { name: 'Withdrawal is processing' }).waitFor();
    await recorded.close();
  });

  it('reads a number written the local way, with its 0, as the chosen country\'s: typed after +256, or pasted whole', async () => {
    const recorded = await openPhoneForm(harness);
    const { page } = recorded;
    await page.getByRole('button', { name: /country:/i }).click();
    await page.getByRole('dialog', { name: 'Select country' }).getByRole('button', { name: /^Uganda/ }).click();
    const phone = page.getByLabel('Phone number');
    await phone.press('End');
    await phone.pressSequentially('0772123456');
    await expect(phone.inputValue()).resolves.toBe('+256 772 123 456');
    await phone.fill('0772 123 456');
    await expect(phone.inputValue()).resolves.toBe('+256 772 123 456');
    await recorded.close();
  });

  it('a number typed with its plus is taken back by one Ctrl+Z and brought again by Ctrl+Y; a country chosen after it starts the undo afresh', async () => {
    const recorded = await openPhoneForm(harness);
    const { page } = recorded;
    const phone = page.getByLabel('Phone number');
    await phone.click();
    await page.keyboard.type('+256772123456');
    await expect(phone.inputValue()).resolves.toBe('+256 772 123 456');
    await page.keyboard.press('Control+z');
    await expect(phone.inputValue()).resolves.toBe('');
    await page.keyboard.press('Control+y');
    await expect(phone.inputValue()).resolves.toBe('+256 772 123 456');
    // The country's dial code replaces the number: no Ctrl+Z brings the number back.
    await page.getByRole('button', { name: /country:/i }).click();
    await page.getByRole('dialog', { name: 'Select country' }).getByRole('button', { name: /^Kenya/ }).click();
    await expect(phone.inputValue()).resolves.toBe('+254');
    await phone.press('End');
    await phone.press('Control+z');
    await expect(phone.inputValue()).resolves.toBe('+254');
    await recorded.close();
  });

  it('a whole number typed with its plus faster than the screen is drawn keeps every key, and is sent as typed', async () => {
    const recorded = await openPhoneForm(harness);
    const { page } = recorded;
    // The phone widget itself, not the plain input shown while its chunk loads.
    const phone = page.locator('input[inputmode="tel"]');
    await phone.focus();
    await typeWithinAFrame(page, '+256772123456');
    await expect.poll(() => phone.inputValue()).toBe('+256 772 123 456');
    await page.getByRole('button', { name: 'UG, country: Uganda' }).waitFor();
    await screenshot(page, 'phone-field-typed-fast');
    const submitted = page.waitForRequest(SUBMIT_PATH);
    await page.getByRole('button', { name: /^Withdraw/ }).click();
    const body = JSON.parse((await submitted).postData() ?? 'null') as { parameters?: Record<string, unknown> };
    expect(body.parameters?.['phone']).toBe('+256772123456');
    await recorded.close();
  });

  it('the plus left when the digits after it are deleted stays, and digits typed fast after it follow it', async () => {
    const recorded = await openPhoneForm(harness);
    const { page } = recorded;
    const phone = page.locator('input[inputmode="tel"]');
    await phone.focus();
    await typeWithinAFrame(page, '+2');
    await expect.poll(() => phone.inputValue()).toBe('+2');
    await page.keyboard.press('Backspace');
    await expect.poll(() => phone.inputValue()).toBe('+');
    await typeWithinAFrame(page, '254712345678');
    await expect.poll(() => phone.inputValue()).toBe('+254 712 345 678');
    await page.getByRole('button', { name: 'KE, country: Kenya' }).waitFor();
    await recorded.close();
  });

  it('a lone plus the user leaves goes, as the form holds nothing: the field is empty beside "This field is required", and a country chosen then shows its dial code', async () => {
    const recorded = await openPhoneForm(harness);
    const { page } = recorded;
    const phone = page.locator('input[inputmode="tel"]');
    await phone.focus();
    await page.keyboard.type('+');
    await expect.poll(() => phone.inputValue()).toBe('+');
    await page.keyboard.press('Tab');
    await page.getByText('This field is required').waitFor();
    await expect(phone.inputValue()).resolves.toBe('');
    await screenshot(page, 'phone-field-plus-left');
    await phone.focus();
    await page.keyboard.type('+');
    await page.getByRole('button', { name: 'Country: not chosen' }).click();
    await expect(phone.inputValue()).resolves.toBe('');
    await page.getByRole('dialog', { name: 'Select country' }).getByRole('button', { name: /^Kenya/ }).click();
    await expect(phone.inputValue()).resolves.toBe('+254');
    await recorded.close();
  });

  it('names the country button for a screen reader before a country is chosen, and reads a whole number pasted after the dial code shown', async () => {
    const recorded = await openPhoneForm(harness);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Country: not chosen' }).click();
    await page.getByRole('dialog', { name: 'Select country' }).getByRole('button', { name: /^Uganda/ }).click();
    await page.getByRole('button', { name: 'UG, country: Uganda' }).waitFor();
    const phone = page.getByLabel('Phone number');
    await phone.press('End');
    await page.keyboard.insertText('256772123456');
    await expect(phone.inputValue()).resolves.toBe('+256 772 123 456');
    await recorded.close();
  });

  it('the country list works by keyboard alone: arrow keys from the search to a country, Enter chooses it', async () => {
    const recorded = await openPhoneForm(harness);
    const { page } = recorded;
    await page.getByRole('button', { name: /country:/i }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Select country' }).waitFor();
    for (const key of ['ArrowDown', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
    await expect(page.getByLabel('Phone number').inputValue()).resolves.toBe('+234');
    await expect(page.locator('.phone__flag').getAttribute('aria-label')).resolves.toMatch(/^NG\b/);
    await recorded.close();
  });

  it.each([
    ['+7 701 234 5678', 'a country not offered'],
    ['+256 772 123 45', 'a digit short of Uganda\'s mask'],
    ['+0 772 123 456', 'a dial code starting with 0'],
  ])('refuses %s (%s) with PH.ERROR.FIELD_HAS_ERROR, in words, and sends nothing', async (typed) => {
    const recorded = await openPhoneForm(harness);
    const { page } = recorded;
    await page.getByLabel('Phone number').fill(typed);
    await page.getByRole('button', { name: /^Withdraw/ }).click();
    await page.getByText('Check the value of this field').waitFor();
    expect(recorded.requests.some((request) => SUBMIT_PATH.test(request.url))).toBe(false);
    await recorded.close();
  });

  it.each([
    ['dark', '&theme=dark'],
    ['rtl', '&lang=ar'],
  ])('formats the number with its mask in %s too', async (name, query) => {
    const recorded = await openPhoneForm(harness, query);
    const { page } = recorded;
    const phone = page.locator('input[inputmode="tel"]');
    await phone.fill('+2348031234567');
    await expect(phone.inputValue()).resolves.toBe('+234 803 123 4567');
    await expect(page.locator('.phone__flag').getAttribute('aria-label')).resolves.toMatch(/^\u2068?NG\b/);
    await screenshot(page, `phone-field-${name}`);
    await recorded.close();
  });
});

describe('a phone field with every country (deposit-otp-confirm): Kazakhstan is +7, never +77', () => {
  const harness = browserForTests();

  it.each([
    ['en', /^Kazakhstan/],
    ['ar', /^كازاخستان/],
  ])('lang=%s: the list says +7, choosing it shows +7, and the number typed after it is +7 701 123 4567', async (lang, name) => {
    const recorded = await harness.openPage(`/deposit?session_id=deposit-otp-confirm&lang=${lang}`);
    const { page } = recorded;
    const phone = page.locator('input[inputmode="tel"]');
    await page.locator('.phone__flag').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('kaz');
    await expect(dialog.locator('.phone-countries__code').allTextContents()).resolves.toEqual(['+7']);
    await screenshot(page, `phone-field-kazakhstan-list-${lang}`);
    await dialog.getByRole('button', { name }).click();
    await expect(phone.inputValue()).resolves.toBe('+7');
    await expect(page.locator('.phone__flag').getAttribute('aria-label')).resolves.toMatch(/^\u2068?KZ\b/);
    await phone.press('End');
    await phone.pressSequentially('7011234567');
    await expect(phone.inputValue()).resolves.toBe('+7 701 123 4567');
    await expect(page.locator('.phone__flag').getAttribute('aria-label')).resolves.toMatch(/^\u2068?KZ\b/);
    await screenshot(page, `phone-field-kazakhstan-${lang}`);
    await recorded.close();
  });

  it.each([
    ['its national number', '7771234567'],
    ['its whole number', '77771234567'],
  ])('%s beginning 77 pasted right after the +7 shown reads +7 777 123 4567, still Kazakhstan', async (_, pasted) => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-otp-confirm');
    const { page } = recorded;
    const phone = page.locator('input[inputmode="tel"]');
    await page.locator('.phone__flag').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('kaz');
    await dialog.getByRole('button', { name: /^Kazakhstan/ }).click();
    await expect(phone.inputValue()).resolves.toBe('+7');
    await phone.press('End');
    await page.keyboard.insertText(pasted);
    await expect(phone.inputValue()).resolves.toBe('+7 777 123 4567');
    await expect(page.locator('.phone__flag').getAttribute('aria-label')).resolves.toMatch(/^KZ\b/);
    await recorded.close();
  });
});
