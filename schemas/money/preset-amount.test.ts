import { describe, expect, it } from 'vitest';
import type { Limits } from '../server/v1/types.ts';
import { presetAmount } from './preset-amount.ts';

const limits: Limits = { min_amount: 10, max_amount: 5000 };

describe('presetAmount', () => {
  it.each<[string, Limits, number | null | undefined, readonly number[], number]>([
    ['the preset when within limits', limits, 50, [20], 50],
    ['the preset at the maximum', limits, 5000, [20], 5000],
    ['the first amount block in range when the preset is above max', limits, 9000, [5, 20, 50], 20],
    ['the first amount block in range when the preset is missing', limits, undefined, [20, 50], 20],
    ['the minimum when neither preset nor blocks fit', limits, null, [1, 6000], 10],
    ['the minimum for a negative preset', limits, -50, [], 10],
    ['the minimum for a NaN preset', limits, Number.NaN, [], 10],
    ['1 when there is no minimum', { min_amount: 0, max_amount: 100 }, undefined, [], 1],
    ['a large preset when there is no maximum', { min_amount: 10, max_amount: 0 }, 123456789012, [], 123456789012],
  ])('uses %s', (_, range, preset, blocks, expected) => {
    expect(presetAmount(range, preset, blocks)).toBe(expected);
  });
});
