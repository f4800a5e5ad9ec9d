import { describe, expect, it } from 'vitest';
import { presetAmount } from './preset-amount.ts';

const limits = { min_amount: 10, max_amount: 5000 };

describe('presetAmount', () => {
  it.each([
    ['the preset when within limits', 50, [20], 50],
    ['the first amount block in range when the preset is above max', 9000, [5, 20, 50], 20],
    ['the minimum when neither preset nor blocks fit', null, [1, 6000], 10],
  ])('uses %s', (_, preset, blocks, expected) => {
    expect(presetAmount(limits, preset, blocks)).toBe(expected);
  });
  it('falls back to 1 when there is no minimum', () => {
    expect(presetAmount({ min_amount: 0, max_amount: 100 }, undefined)).toBe(1);
  });
});
