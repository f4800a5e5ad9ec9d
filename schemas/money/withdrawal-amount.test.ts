import { describe, expect, it } from 'vitest';
import type { Limits } from '../server/v1/types.ts';
import { withdrawalAmount } from './withdrawal-amount.ts';

const limits: Limits = { min_amount: 10, max_amount: 500 };
const open: Limits = { min_amount: 10, max_amount: 0 };

describe('withdrawalAmount', () => {
  it.each<[string, number, Limits, number]>([
    ['keeps an amount between min and max', 100, limits, 100],
    ['caps an amount above max', 900, limits, 500],
    ['keeps max itself', 500, limits, 500],
    ['gives max for an amount equal to min', 10, limits, 500],
    ['gives max for an amount below min', 5, limits, 500],
    ['gives max for 0', 0, limits, 500],
    ['gives max for a negative amount', -5, limits, 500],
    ['gives max for NaN', Number.NaN, limits, 500],
    ['keeps a large amount when there is no max', 123456789012, open, 123456789012],
    ['gives min for an amount not above min when there is no max', 3, open, 10],
  ])('%s', (_, amount, range, expected) => {
    expect(withdrawalAmount(amount, range)).toBe(expected);
  });
});
