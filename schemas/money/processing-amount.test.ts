import { describe, expect, it } from 'vitest';
import type { DecimalInput } from './decimal.ts';
import { processingAmount } from './processing-amount.ts';

describe('processingAmount', () => {
  it.each<[string, DecimalInput, DecimalInput | null | undefined, number | undefined, string | null]>([
    ['the amount times the rate, to 2 places', '100', 1.0842, undefined, '108.42'],
    ['rounds half-up', '10', 1.0845, undefined, '10.85'],
    ['exact on float traps', '0.1', 3, undefined, '0.30'],
    ['to the given precision', '100', 151.237, 0, '15124'],
    ['a 12-digit amount stays exact', '999999999999.99', 1, 2, '999999999999.99'],
    ['nothing without a rate', '100', null, undefined, null],
    ['nothing for a zero rate', '100', 0, undefined, null],
    ['nothing for an empty amount', '', 1.1, undefined, null],
    ['nothing for a zero amount', '0', 1.1, undefined, null],
  ])('%s', (_, amount, rate, precision, expected) => {
    expect(processingAmount(amount, rate, precision)).toBe(expected);
  });
});
