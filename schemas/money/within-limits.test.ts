import { describe, expect, it } from 'vitest';
import type { Limits } from '../server/v1/types.ts';
import { withinLimits } from './within-limits.ts';

const limits: Limits = { min_amount: 10, max_amount: 5000 };
const open: Limits = { min_amount: 10, max_amount: 0 };

describe('withinLimits', () => {
  it.each<[string, number, Limits, boolean]>([
    ['the minimum itself', 10, limits, true],
    ['the maximum itself', 5000, limits, true],
    ['below the minimum', 9.99, limits, false],
    ['above the maximum', 5000.01, limits, false],
    ['a large amount with no maximum', 123456789012, open, true],
    ['below the minimum with no maximum', 1, open, false],
    ['NaN', Number.NaN, limits, false],
    ['Infinity with no maximum', Infinity, open, false],
  ])('%s (%j)', (_, value, range, expected) => {
    expect(withinLimits(value, range)).toBe(expected);
  });
});
