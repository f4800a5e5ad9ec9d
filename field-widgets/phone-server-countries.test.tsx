// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_HAS_ERROR } from '../schemas/rules/define-rule.ts';
import { country, countryOf, MOBILE_MONEY, renderPhone, typeKeys } from './phone.testing.tsx';

afterEach(cleanup);

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
