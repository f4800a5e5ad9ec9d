import type { Limits } from '../server/v1/types.ts';
import { withinLimits } from './within-limits.ts';

/**
 * The amount blocks to offer (spec section 5): the experiment's presets only when there are some and every one lies
 * within the limits, since a partly valid experiment set would skew it; otherwise the method's own blocks.
 */
export function experimentAmountBlocks(
  limits: Limits,
  amountBlocks: readonly number[],
  experimentPresets: readonly number[] | null | undefined,
): readonly number[] {
  if (experimentPresets === null || experimentPresets === undefined || experimentPresets.length === 0) return amountBlocks;
  return experimentPresets.every((value) => withinLimits(value, limits)) ? experimentPresets : amountBlocks;
}
