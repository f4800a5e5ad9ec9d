import { describe, expect, it } from 'vitest';
import type { Limits } from '../server/v1/types.ts';
import { experimentAmountBlocks } from './experiment-amount-blocks.ts';

const limits: Limits = { min_amount: 10, max_amount: 500 };
const blocks = [20, 50, 100];

describe('experimentAmountBlocks', () => {
  it.each<[string, readonly number[] | null | undefined, readonly number[]]>([
    ['the experiment presets when all are in range', [10, 250, 500], [10, 250, 500]],
    ['the own blocks when one preset is above max', [10, 250, 501], blocks],
    ['the own blocks when one preset is below min', [9, 250], blocks],
    ['the own blocks when there are no presets', [], blocks],
    ['the own blocks when presets are missing', undefined, blocks],
    ['the own blocks when presets are null', null, blocks],
  ])('uses %s', (_, presets, expected) => {
    expect(experimentAmountBlocks(limits, blocks, presets)).toEqual(expected);
  });
});
