import { describe, expect, it } from 'vitest';
import { ExactNumber, toJson } from './exact-number.ts';

describe('ExactNumber', () => {
  it.each<[string, number | string, string | null]>([
    ['a BTC amount below 1e-6, from the server', 5e-7, '0.0000005'],
    ['the same, typed', '0.0000005', '0.0000005'],
    ['one satoshi', 1e-8, '0.00000001'],
    ['1e21, from the server', 1e21, '1000000000000000000000'],
    ['22 digits typed, beyond a double', '1000000000000000000000.5', '1000000000000000000000.5'],
    ['12 integer and 10 decimal digits', '123456789012.1234567891', '123456789012.1234567891'],
    ['trailing zeros as typed', '125.50', '125.50'],
    ['thousands typed with spaces', '1 000', '1000'],
    ['0.1, not its binary neighbour', 0.1, '0.1'],
    ['a blank amount', '', null],
    ['letters', 'abc', null],
    ['NaN', Number.NaN, null],
  ])('writes %s as %s', (_, value, json) => {
    const number = ExactNumber.of(value);
    expect(number === null ? null : toJson(number)).toBe(json);
  });

  it('keeps the digits inside a payload, and JSON.stringify gets the nearest number', () => {
    const payload = { amount: ExactNumber.of('1000000000000000000000.5'), tiny: ExactNumber.of(5e-7), list: [ExactNumber.of('0.10'), undefined] };
    expect(toJson(payload)).toBe('{"amount":1000000000000000000000.5,"tiny":0.0000005,"list":[0.10,null]}');
    expect(JSON.parse(toJson(payload))).toEqual(JSON.parse(JSON.stringify(payload)));
  });

  it.each<[string, unknown]>([
    ['text with quotes and any script', { name: 'Zoë "Z" عبد', skip: undefined, n: 1.5, ok: true, none: null }],
    ['nested lists', [[1, 'a'], { b: [null] }]],
    ['a bare string', 'x'],
  ])('writes %s as JSON.stringify does', (_, value) => {
    expect(toJson(value)).toBe(JSON.stringify(value));
  });
});
