// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { country, countryOf, MOBILE_MONEY, renderPhone, typeKeys } from './phone.testing.tsx';

afterEach(cleanup);

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
