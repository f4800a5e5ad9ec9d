import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './card-number.ts';
import { maskExpiry } from './expiry.ts';
import { groupAmount, maskAmount, ungroupPasted } from './amount.ts';

describe('maskCardNumber', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111', '4111111111111111'],
    ['4111-1111 11', '4111 1111 11', '4111111111'],
    ['12345678901234567890123', '1234 5678 9012 3456 789', '1234567890123456789'],
  ])('%s shows as %s and keeps %s', (input, display, value) => {
    expect(maskCardNumber(input)).toEqual({ display, value });
  });
});

describe('maskExpiry (auto-slash, max length 5)', () => {
  it.each([
    ['1', '', '1'],
    ['3', '', '03/'],
    ['12', '1', '12/'],
    ['12', '12/', '12'],
    ['1227', '12/2', '12/27'],
    ['12/279', '12/27', '12/27'],
    ['ab', '', ''],
    ['1/', '1', '01/'],
    ['1/3', '01/', '01/3'],
    ['1/27', '', '01/27'],
    ['0/', '0', '0'],
    ['01/', '01/3', '01'],
    ['13', '1', '01/3'],
    ['19', '1', '01/9'],
    ['1327', '', '01/32'],
    ['10', '1', '10/'],
    // The month of a complete expiry edited in place: 05 selected and 1 typed, then 1 again.
    ['1/29', '05/29', '1/29'],
    ['11/29', '1/29', '11/29'],
    ['1/29', '12/29', '1/29'],
    ['10/29', '1/29', '10/29'],
    ['9/29', '05/29', '09/29'],
    ['12/2030', '', '12/30'],
    ['1/2030', '', '01/30'],
  ])('%s after %s -> %s', (input, previous, expected) => {
    expect(maskExpiry(input, previous)).toBe(expected);
  });
});

describe('maskAmount (digits and one dot)', () => {
  it.each([
    ['12a3', 10, '123'],
    ['1.2.3', 10, '1.23'],
    ['1,5', 10, '1.5'],
    ['05', 10, '0.5'],
    ['.5', 2, '0.5'],
    ['10.129', 2, '10.12'],
    ['10.5', 0, '10'],
    ['1234567890123456', 2, '123456789012'],
    ['1,000', 3, '1.000'],
    ['12.5,', 2, '12.5'],
    ['1.000.', 3, '1.000'],
  ])('%s with %i decimals -> %s', (input, decimals, expected) => {
    expect(maskAmount(input, decimals)).toBe(expected);
  });

  it.each([
    ['1000000000000000000000', 22, '1000000000000000000000'],
    ['10000000000000000000001', 22, '1000000000000000000000'],
    ['1234567890123456', 12, '123456789012'],
  ])('%s with %i integer digits -> %s', (input, integers, expected) => {
    expect(maskAmount(input, 8, integers)).toBe(expected);
  });
});

describe('ungroupPasted (a pasted amount with grouped thousands)', () => {
  it.each([
    ['1,000.50', '', '1000.50'],
    ['1.000,50 €', '', '1000,50 €'],
    ['$1,234,567.8', '', '$1234567.8'],
    ['1,000,000', '5', '1000000'],
    ['1.000.000', '', '1000000'],
    ['1 000,5', '', '1 000,5'],
    ['1,000', '', '1,000'],
    ['12.5.6', '', '12.5.6'],
  ])('%s pasted over "%s" -> %s', (typed, previous, expected) => {
    expect(ungroupPasted(typed, previous)).toBe(expected);
  });

  it('leaves a keystroke alone: a comma typed after 1.000 (KWD) keeps the amount, never a thousand times larger', () => {
    expect(maskAmount(ungroupPasted('1.000,', '1.000'), 3)).toBe('1.000');
    expect(maskAmount(ungroupPasted('1.000,5', '1.000,'), 3)).toBe('1.000');
  });
});

describe('groupAmount (thousands shown with spaces)', () => {
  it.each([
    ['1234567.89', '1 234 567.89'],
    ['999', '999'],
    ['1000', '1 000'],
    ['0.5', '0.5'],
    ['12.', '12.'],
    ['', ''],
  ])('%s -> %s', (value, expected) => {
    expect(groupAmount(value)).toBe(expected);
  });
});
