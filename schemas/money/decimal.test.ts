import { describe, expect, it } from 'vitest';
import { dinero, halfAwayFromZero, toDecimal, transformScale } from 'dinero.js/bigint';
import {
  addDecimal,
  compareDecimal,
  isAboveZero,
  decimalOrZero,
  decimalToString,
  parseDecimal,
  percentOf,
  roundDecimal,
  subtractDecimal,
  type DecimalInput,
} from './decimal.ts';

const text = (value: DecimalInput): string | undefined => {
  const parsed = parseDecimal(value);
  return parsed === undefined ? undefined : decimalToString(parsed);
};
const dec = (value: DecimalInput) => decimalOrZero(value);

describe('parseDecimal', () => {
  it.each<[DecimalInput, string | undefined]>([
    [0, '0'],
    [-0, '0'],
    [0.1, '0.1'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e-8, '0.00000001'],
    [1.5e-7, '0.00000015'],
    [1e21, '1000000000000000000000'],
    [123456789012, '123456789012'],
    [-1234.5, '-1234.5'],
    ['123456789012.12345678', '123456789012.12345678'],
    ['1 234.50', '1234.50'],
    ['1\u00a0000', '1000'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['+7', '7'],
    ['2.5e3', '2500'],
    ['', undefined],
    ['.', undefined],
    ['abc', undefined],
    ['1,5', undefined],
    ['1e999', undefined],
    [Number.NaN, undefined],
    [Infinity, undefined],
  ])('%j -> %s', (input, expected) => {
    expect(text(input)).toBe(expected);
  });
});

describe('roundDecimal (half-up, ties away from zero)', () => {
  it.each<[DecimalInput, number, string]>([
    [1.005, 2, '1.01'],
    [1.004, 2, '1.00'],
    [-1.005, 2, '-1.01'],
    [-0.004, 2, '0.00'],
    [0.1 + 0.2, 2, '0.30'],
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [7, 3, '7.000'],
    ['0.000000015', 8, '0.00000002'],
    ['999999999999.995', 2, '1000000000000.00'],
  ])('%j to %i places -> %s', (input, digits, expected) => {
    expect(decimalToString(roundDecimal(dec(input), digits))).toBe(expected);
  });

  it('rounds every amount as dinero.js transformScale with halfAwayFromZero does', () => {
    const unit = { code: 'DEC', base: 10n, exponent: 0n };
    const amounts = [0n, 1n, -1n, 4n, 5n, -5n, 6n, 14n, 15n, -15n, 149n, 150n, -150n, 151n, 999n, -999n, 123456789n, -987654321012345678901234567895n];
    for (const amount of amounts) {
      for (const scale of [0n, 1n, 2n, 3n, 8n]) {
        for (const digits of [0, 1, 2, 3, 10]) {
          const value = dinero({ amount, currency: unit, scale });
          const expected = toDecimal(transformScale(value, BigInt(digits), halfAwayFromZero));
          expect(decimalToString(roundDecimal(value, digits)), `${String(amount)} at scale ${String(scale)} to ${String(digits)}`).toBe(expected);
        }
      }
    }
  });
});

describe('arithmetic', () => {
  it.each<[string, () => string, string]>([
    ['0.1 + 0.2 is exactly 0.3', () => decimalToString(addDecimal(dec(0.1), dec(0.2))), '0.3'],
    ['0.3 - 0.1 is exactly 0.2', () => decimalToString(subtractDecimal(dec(0.3), dec(0.1))), '0.2'],
    ['2.5 % of 100', () => decimalToString(percentOf(dec(100), dec(2.5))), '2.500'],
    ['12-digit amounts keep every digit', () => decimalToString(percentOf(dec('999999999999.99'), dec(1))), '9999999999.9999'],
    ['a percentage keeps at most 20 decimals', () => decimalToString(percentOf(dec('0.00000001'), dec('0.123456789012345'))), '0.00000000001234567890'],
  ])('%s', (_, compute, expected) => {
    expect(compute()).toBe(expected);
  });

  it.each<[DecimalInput, DecimalInput, -1 | 0 | 1]>([
    [1, 2, -1],
    ['1.0', 1, 0],
    [0.30000000000000004, 0.3, 1],
    [-1, -2, 1],
  ])('compare %j with %j -> %i', (left, right, expected) => {
    expect(compareDecimal(dec(left), dec(right))).toBe(expected);
  });

  it.each<[DecimalInput, DecimalInput, -1 | 0 | 1]>([
    ['1.50', '1.5', 0],
    ['1e3', '999.999', 1],
    ['-0.001', 0, -1],
    ['5e-7', '0.0000005', 0],
  ])('compare %j with %j at different scales -> %i', (left, right, expected) => {
    expect(compareDecimal(dec(left), dec(right))).toBe(expected);
  });

  it.each<[DecimalInput, boolean]>([
    [0, false],
    ['0.000', false],
    ['-0', false],
    ['-0.01', false],
    ['0.0001', true],
    ['5e-7', true],
    [1, true],
  ])('%j is above zero: %s', (input, expected) => {
    expect(isAboveZero(dec(input))).toBe(expected);
  });

  it('writes every amount as dinero.js toDecimal does, whatever its sign and scale', () => {
    const unit = { code: 'DEC', base: 10n, exponent: 0n };
    const amounts = [0n, 1n, -1n, 5n, -5n, 10n, 99n, -100n, 123456789n, -987654321012345678901234567890n];
    for (const amount of amounts) {
      for (const scale of [0n, 1n, 2n, 3n, 8n, 20n]) {
        const value = dinero({ amount, currency: unit, scale });
        expect(decimalToString(value), `${String(amount)} at scale ${String(scale)}`).toBe(toDecimal(value));
      }
    }
  });

  it.each([null, undefined, 'x'])('decimalOrZero(%j) is 0', (input) => {
    expect(decimalToString(decimalOrZero(input))).toBe('0');
  });
});
