import { describe, expect, it } from 'vitest';
import type { DecimalInput } from './decimal.ts';
import { formatDigits, NBSP } from './format-digits.ts';

describe('formatDigits', () => {
  it.each<[DecimalInput, number, string]>([
    [0, 2, '0.00'],
    [5000, 2, '5 000.00'],
    [999, 2, '999.00'],
    [1000, 0, '1 000'],
    [-1234.5, 2, '-1 234.50'],
    [-0.001, 2, '0.00'],
    [0.1 + 0.2, 2, '0.30'],
    [1.005, 2, '1.01'],
    [1e-8, 8, '0.00000001'],
    [0.00012345, 8, '0.00012345'],
    [123456789012, 2, '123 456 789 012.00'],
    ['123456789012.12345678', 8, '123 456 789 012.12345678'],
    ['999999999999.999', 2, '1 000 000 000 000.00'],
    [1e21, 0, '1 000 000 000 000 000 000 000'],
    [1.5, 3, '1.500'],
    [1.23456, 99, '1.234560000000000000'],
    [1.23456, Number.NaN, '1.2345600000'],
    ['1 000', 2, '1 000.00'],
    [Number.NaN, 2, ''],
    ['abc', 2, ''],
  ])('%j at %i places -> %j', (value, precision, expected) => {
    // Written with plain spaces; the separator is a no-break space.
    expect(formatDigits(value, precision)).toBe(expected.replaceAll(' ', NBSP));
  });
});
