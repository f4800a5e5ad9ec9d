// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import { FIELD_HAS_ERROR } from '../schemas/rules/define-rule.ts';
import { ERROR_KEYS } from '../schemas/rules/error-keys.ts';
import type { PhoneCountryEntry } from '../schemas/server/v1/types.ts';
import { renderForm, sentPayload } from './render-form.testing.tsx';

interface PhoneCase {
  type?: string;
  extendedType?: string;
  language?: string;
  userRequisite?: string;
  /** The select answer's `countries`. */
  countries?: PhoneCountryEntry[];
}

const country = (iso: string, phonecode: number, nicename: string, telephoneMasks: string[]): PhoneCountryEntry => ({ iso, phonecode, nicename, telephoneMasks });
/** The countries of the fixture withdrawal-phone: mobile money in East and West Africa. */
const MOBILE_MONEY = [country('KE', 254, 'Kenya', ['XXX XXX XXX']), country('UG', 256, 'Uganda', ['XXX XXX XXX']), country('NG', 234, 'Nigeria', ['XXX XXX XXXX'])];

/** A phone field through the compiler, rjsf and the registry's lazy widget; resolves once the widget has loaded. */
async function renderPhone({ type = 'phone', extendedType, language = 'en', userRequisite, countries }: PhoneCase = {}) {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  const param = { name: 'phone', type, label: 'Phone', is_required: true, extended_type: extendedType ?? null, user_requisite: userRequisite ?? null };
  const form = renderForm([param], { formContext: { language }, onSubmit, ...(countries === undefined ? {} : { context: { phoneCountries: countries } }) });
  // The first render loads the widget's chunk and the phone metadata.
  const flag = await screen.findByRole('button', { name: /^APP\.PHONE\.(NO_)?COUNTRY/ }, { timeout: 5000 });
  const input = screen.getByLabelText(/Phone/) as HTMLInputElement;
  /** Submits and resolves to the payload's parameters: what the server receives, not the form data. */
  const send = async (): Promise<unknown> => {
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    return sentPayload(form, onSubmit.mock.calls[0]?.[0] ?? {}).parameters;
  };
  return { flag, input, onSubmit, send };
}

/** Types `keys` one key at a time, each appended to what the input shows, as a user does. */
function typeKeys(input: HTMLInputElement, keys: string): void {
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
}

/** The country the flag button names: its name, or the key of its no-country name. */
const countryOf = (flag: HTMLElement): string => {
  const name = flag.getAttribute('aria-label') ?? '';
  return name.startsWith('APP.PHONE.COUNTRY ') ? JSON.parse(name.replace(/^APP\.PHONE\.COUNTRY /, '')).name : name;
};

afterEach(cleanup);

describe('the phone field type', () => {
  it.each([
    ['+442079460958', '+44 20 7946 0958', 'United Kingdom'],
    ['+12425551234', '+1 242 555 1234', 'Bahamas'],
    ['+12125551234', '+1 212 555 1234', 'United States'],
    ['+420601123456', '+420 601 123 456', 'Czechia'],
    ['+42', '+42', 'APP.PHONE.NO_COUNTRY'],
    ['+7+44 20 7946 0958', '+44 20 7946 0958', 'United Kingdom'],
  ])('typing %s shows %s and the flag of %s (longest dial code)', async (typed, shown, name) => {
    const { flag, input } = await renderPhone();
    fireEvent.change(input, { target: { value: typed } });
    expect(input.value).toBe(shown);
    expect(countryOf(flag)).toBe(name);
  });

  it('has the tel keyboard and autocomplete, and rejects letters and underscores', async () => {
    const { input } = await renderPhone();
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    fireEvent.change(input, { target: { value: '+44 20' } });
    fireEvent.change(input, { target: { value: '+44 20a' } });
    fireEvent.change(input, { target: { value: '+44 20_' } });
    expect(input.value).toBe('+44 20');
  });

  it.each([
    ['en', '+12125551234', 'United States'],
    ['ar', '+380671234567', 'أوكرانيا'],
    ['uk', '+380671234567', 'Україна'],
  ])('with lang=%s starts from no country (UN, spec section 9): %s typed shows %s and is sent as typed', async (language, typed, name) => {
    const { flag, input, send } = await renderPhone({ language });
    expect(countryOf(flag)).toBe('APP.PHONE.NO_COUNTRY');
    expect(flag.querySelector('.phone__globe')).not.toBeNull();
    fireEvent.change(input, { target: { value: typed } });
    expect(countryOf(flag)).toBe(name);
    expect(await send()).toEqual({ phone: typed });
  });

  it.each([
    ['+55 11 91234 5678', '+55 11 91234 5678', 'Brazil', '+5511912345678'],
    ['+44 7700 900123', '+44 7700 900123', 'United Kingdom', '+447700900123'],
    ['+7 701 234 5678', '+7 701 234 5678', 'Kazakhstan', '+77012345678'],
  ])('with lang=en, typing %s key by key shows %s and the flag of %s, and sends %s', async (typed, shown, name, sent) => {
    const { flag, input, send } = await renderPhone();
    typeKeys(input, typed.slice(0, 1));
    expect(input.value).toBe('+');
    typeKeys(input, typed.slice(1));
    expect(input.value).toBe(shown);
    expect(countryOf(flag)).toBe(name);
    expect(await send()).toEqual({ phone: sent });
  });

  it('sends the number without the plus for phone_with_country', async () => {
    const { input, send } = await renderPhone({ extendedType: 'phone_with_country' });
    typeKeys(input, '+44 20 7946 0958');
    expect(await send()).toEqual({ phone: '442079460958' });
  });

  it('deleting back to a lone plus keeps it, and deleting it empties the field', async () => {
    const { input } = await renderPhone();
    typeKeys(input, '+4');
    fireEvent.change(input, { target: { value: '+' } });
    expect(input.value).toBe('+');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    typeKeys(input, '2');
    expect(input.value).toBe('+2');
  });

  it('choosing a country in the dialog replaces a number of another dial code and returns focus', async () => {
    const { flag, input } = await renderPhone();
    fireEvent.change(input, { target: { value: '+442079460958' } });
    flag.focus();
    fireEvent.click(flag);
    const dialog = screen.getByRole('dialog', { name: 'APP.PHONE.SELECT_COUNTRY' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const search = screen.getByRole('searchbox', { name: 'APP.PHONE.SEARCH_COUNTRY' });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'czech' } });
    fireEvent.click(screen.getByRole('button', { name: /Czechia\s*\+420/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('+420');
    expect(countryOf(flag)).toBe('Czechia');
    expect(document.activeElement).toBe(flag);
  });

  it('choosing a country of the same dial code keeps the number and shows that country', async () => {
    const { flag, input } = await renderPhone();
    fireEvent.change(input, { target: { value: '+442079460958' } });
    fireEvent.click(flag);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '+44' } });
    fireEvent.click(screen.getByRole('button', { name: /Guernsey/ }));
    expect(input.value).toBe('+44 20 7946 0958');
    expect(countryOf(flag)).toBe('Guernsey');
  });

  it('Escape closes the country dialog, keeps focus inside while open, and returns it to the flag', async () => {
    const { flag } = await renderPhone();
    flag.focus();
    fireEvent.click(flag);
    const dialog = screen.getByRole('dialog');
    // By text: a role query over the ~245 country buttons is slow in jsdom.
    const close = screen.getByText('APP.DIALOG.CLOSE');
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(flag);
  });

  it('without the dial code, formats the national number of the chosen country and clears it on a change of country', async () => {
    const { flag, input, send } = await renderPhone({ extendedType: 'phone_without_country', language: 'de' });
    expect(flag.textContent).not.toContain('+');
    fireEvent.click(flag);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'deutschland' } });
    fireEvent.click(screen.getByRole('button', { name: /Deutschland/ }));
    expect(flag.textContent).toContain('+49');
    fireEvent.change(input, { target: { value: '030 1234567' } });
    expect(input.value).toBe('030 1234567');
    fireEvent.click(flag);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'österreich' } });
    fireEvent.click(screen.getByRole('button', { name: /Österreich/ }));
    expect(input.value).toBe('');
    typeKeys(input, '1 5123456');
    expect(await send()).toEqual({ phone: '15123456' });
  });

  it('shows a visible profile phone read-only', async () => {
    const { flag, input } = await renderPhone({ type: 'userPhoneVisible', userRequisite: '+442079460958' });
    expect(input.value).toBe('+44 20 7946 0958');
    expect(input.readOnly).toBe(true);
    expect((flag as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives a missing visible profile phone the empty-profile error', async () => {
    const { input } = await renderPhone({ type: 'userPhoneVisible' });
    expect(input.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(await screen.findByText(ERROR_KEYS.EMPTY_PHONE_PROFILE)).toBeTruthy();
  });
});

describe('the phone field with the server\'s countries (select answer `countries`, spec section 3)', () => {
  it('offers only those countries, named in the user\'s language, and formats each number with its own mask', async () => {
    const { flag, input } = await renderPhone({ countries: MOBILE_MONEY, language: 'de' });
    fireEvent.click(flag);
    const options = screen.getAllByRole('button', { name: /\+\d+$/ }).map((option) => option.textContent);
    expect(options).toEqual(['🇰🇪Kenia+254', '🇳🇬Nigeria+234', '🇺🇬Uganda+256']);
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    typeKeys(input, '+256772123456');
    expect(input.value).toBe('+256 772 123 456');
    expect(countryOf(flag)).toBe('Uganda');
    fireEvent.change(input, { target: { value: '+2348031234567' } });
    expect(input.value).toBe('+234 803 123 4567');
    expect(countryOf(flag)).toBe('Nigeria');
  });

  it('arrow keys move between the search and the countries: Down into the list, Up back to the search', async () => {
    const { flag } = await renderPhone({ countries: MOBILE_MONEY });
    fireEvent.click(flag);
    const search = screen.getByRole('searchbox');
    expect(search.getAttribute('placeholder')).toBe('APP.PHONE.SEARCH_COUNTRY');
    const options = screen.getAllByRole('button', { name: /\+\d+$/ });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options[0]);
    fireEvent.keyDown(options[0] ?? search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options[1]);
    fireEvent.keyDown(options[1] ?? search, { key: 'ArrowUp' });
    fireEvent.keyDown(options[0] ?? search, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search);
  });

  it('Enter in the search takes the one country it leaves', async () => {
    const { flag, input } = await renderPhone({ countries: MOBILE_MONEY });
    fireEvent.click(flag);
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'a' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.change(search, { target: { value: 'ugan' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('+256');
    expect(countryOf(flag)).toBe('Uganda');
  });

  it.each([
    ['ar', 'uganda', 'أوغندا'],
    ['ru', 'kenya', 'Кения'],
  ])('with lang=%s the search finds a country by its English name too: %s', async (language, query, name) => {
    const { flag } = await renderPhone({ language });
    fireEvent.click(flag);
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: query } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(countryOf(flag)).toBe(name);
  });

  it('reads a whole national number typed after choosing a country as that country\'s, and sends it with its dial code', async () => {
    const { flag, input, send } = await renderPhone({ countries: MOBILE_MONEY });
    fireEvent.click(flag);
    fireEvent.click(screen.getByRole('button', { name: /Uganda\s*\+256/ }));
    expect(input.value).toBe('+256');
    // What a password manager, a paste over the selection or the scenario's `fill` does: the whole value at once.
    fireEvent.change(input, { target: { value: '772123456' } });
    expect(input.value).toBe('+256 772 123 456');
    expect(countryOf(flag)).toBe('Uganda');
    expect(await send()).toEqual({ phone: '+256772123456' });
  });

  it.each([
    ['+256256772123456', 'the whole number pasted after the dial code shown'],
    ['256772123456+256', 'the whole number pasted in front of it'],
    ['+256 tel:+256772123456', 'a link\'s number pasted after it'],
    ['+256 (0) 772 123 456', 'a number with its trunk 0 in brackets'],
  ])('after choosing Uganda, reads %j (%s) as +256 772 123 456', async (typed) => {
    const { flag, input, send } = await renderPhone({ countries: MOBILE_MONEY });
    fireEvent.click(flag);
    fireEvent.click(screen.getByRole('button', { name: /Uganda\s*\+256/ }));
    expect(input.value).toBe('+256');
    fireEvent.change(input, { target: { value: typed } });
    expect(input.value).toBe('+256 772 123 456');
    expect(await send()).toEqual({ phone: '+256772123456' });
  });

  it.each([
    ['+7 701 234 5678', 'a number of a country not offered'],
    ['+256 772 123 45', 'one digit short of Uganda\'s mask'],
    ['+0772123456', 'a dial code that starts with 0'],
  ])('refuses %s (%s) with PH.ERROR.FIELD_HAS_ERROR', async (typed) => {
    const { input, onSubmit } = await renderPhone({ countries: MOBILE_MONEY });
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(await screen.findByText(FIELD_HAS_ERROR)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts from the one country a server offers, and formats its national number without the dial code', async () => {
    const { flag, input, send } = await renderPhone({ countries: [MOBILE_MONEY[1] ?? country('UG', 256, 'Uganda', [])], extendedType: 'phone_without_country' });
    expect(countryOf(flag)).toBe('Uganda');
    expect(flag.textContent).toContain('+256');
    typeKeys(input, '772123456');
    expect(input.value).toBe('772 123 456');
    expect(await send()).toEqual({ phone: '772123456' });
  });
});

describe('a national number typed after choosing a country: its trunk prefix is no part of the number', () => {
  /** Chooses `name` in the country dialog (searched by `query`). */
  const choose = (flag: HTMLElement, query: string, name: RegExp): void => {
    fireEvent.click(flag);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: query } });
    fireEvent.click(screen.getByRole('button', { name }));
  };

  it.each([
    ['Uganda', /Uganda\s*\+256/, '0772123456', '+256 772 123 456', '+256772123456'],
    ['Nigeria', /Nigeria\s*\+234/, '08031234567', '+234 803 123 4567', '+2348031234567'],
  ])('the server\'s %s: %s (all at once) is sent as %s', async (query, name, typed, shown, sent) => {
    const { flag, input, send } = await renderPhone({ countries: MOBILE_MONEY });
    choose(flag, query, name);
    fireEvent.change(input, { target: { value: typed } });
    expect(input.value).toBe(shown);
    expect(await send()).toEqual({ phone: sent });
  });

  it.each([
    ['finland', /Finland\s*\+358/, '0401234567', '+358401234567'],
    ['italy', /Italy\s*\+39/, '0612345678', '+390612345678'],
    // After +7 an 8 is a digit of the number (800 is toll-free), never Russia's trunk prefix.
    ['russia', /Russia\s*\+7/, '8005551234', '+78005551234'],
    // Kazakhstan shows +7, its calling code: its numbers' own first 7 is typed once, not doubled.
    ['kazakhstan', /Kazakhstan\s*\+7$/, '7012345678', '+77012345678'],
  ])('every country, %s: %s typed key by key after the dial code shown is sent as %s (Italy keeps its 0)', async (query, name, typed, sent) => {
    const { flag, input, send } = await renderPhone();
    choose(flag, query, name);
    typeKeys(input, typed);
    expect(await send()).toEqual({ phone: sent });
  });

  it('every country, russia: 8 916 123 45 67 filled whole is +7 916 123 45 67 (the 8 is the trunk prefix there)', async () => {
    const { flag, input, send } = await renderPhone();
    choose(flag, 'russia', /Russia\s*\+7/);
    fireEvent.change(input, { target: { value: '8 916 123 45 67' } });
    expect(await send()).toEqual({ phone: '+79161234567' });
  });

  it.each([
    ['7012345678', '+77012345678'],
    ['8 701 234 5678', '+77012345678'],
    // Its numbers may begin 77, its dial code: read whole, +7 771 234 567 would be a digit short.
    ['777 123 4567', '+77771234567'],
  ])('every country, kazakhstan (+7, its numbers 7…): %s filled whole is sent as %s', async (typed, sent) => {
    const { flag, input, send } = await renderPhone();
    choose(flag, 'kazakhstan', /Kazakhstan\s*\+7$/);
    fireEvent.change(input, { target: { value: typed } });
    expect(await send()).toEqual({ phone: sent });
  });

  const KAZAKHSTAN_OFFERED = [country('KZ', 7, 'Kazakhstan', ['XXX XXX XXXX']), country('RU', 7, 'Russia', ['XXX XXX XX XX'])];
  it.each([
    ['its national number', '7771234567', undefined],
    ['its whole number', '77771234567', undefined],
    ['its whole number with a plus', '+77771234567', undefined],
    ['its national number, the server\'s Kazakhstan (dial code 7)', '7771234567', KAZAKHSTAN_OFFERED],
  ])('kazakhstan: %s beginning 77 pasted right after the +7 shown is +7 777 123 4567', async (_, pasted, countries) => {
    const { flag, input, send } = await renderPhone(countries === undefined ? {} : { countries });
    choose(flag, 'kazakhstan', /Kazakhstan\s*\+7$/);
    expect(input.value).toBe('+7');
    fireEvent.change(input, { target: { value: `+7${pasted}` } });
    expect(input.value.replace(/\D/g, '')).toBe('77771234567');
    expect(countryOf(flag)).toBe('Kazakhstan');
    expect(await send()).toEqual({ phone: '+77771234567' });
  });

  it('a number typed first with its trunk 0 (+256 0772…), then its country chosen, is sent as shown', async () => {
    const { flag, input, send } = await renderPhone({ countries: MOBILE_MONEY });
    fireEvent.change(input, { target: { value: '+2560772123456' } });
    choose(flag, 'uganda', /Uganda\s*\+256/);
    expect(input.value).toBe('+256 772 123 456');
    expect(await send()).toEqual({ phone: '+256772123456' });
  });

  it('without the dial code, a whole number typed with the chosen one keeps its national part', async () => {
    const { flag, input, send } = await renderPhone({ countries: MOBILE_MONEY, extendedType: 'phone_without_country' });
    choose(flag, 'kenya', /Kenya\s*\+254/);
    fireEvent.change(input, { target: { value: '+254712345678' } });
    expect(input.value).toBe('712 345 678');
    expect(await send()).toEqual({ phone: '712345678' });
  });
});

describe('the phone field with every country', () => {
  it('refuses a dial code that starts with 0 (PH.ERROR.FIELD_HAS_ERROR): no country has one', async () => {
    const { input, onSubmit } = await renderPhone();
    fireEvent.change(input, { target: { value: '+0772123456' } });
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(await screen.findByText(FIELD_HAS_ERROR)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
