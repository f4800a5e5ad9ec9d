// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_HAS_ERROR } from '../schemas/rules/define-rule.ts';
import { ERROR_KEYS } from '../schemas/rules/error-keys.ts';
import { countryOf, renderPhone, typeKeys } from './phone.testing.tsx';

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

describe('the phone field with every country', () => {
  it('refuses a dial code that starts with 0 (PH.ERROR.FIELD_HAS_ERROR): no country has one', async () => {
    const { input, onSubmit } = await renderPhone();
    fireEvent.change(input, { target: { value: '+0772123456' } });
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(await screen.findByText(FIELD_HAS_ERROR)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
