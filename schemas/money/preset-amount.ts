import type { Limits } from '../server/v1/types.ts';
import { withinLimits } from './within-limits.ts';

/**
 * The amount the form starts with (spec section 5): the preset if within limits, else the first amount block in range,
 * else the minimum, else 1.
 */
export function presetAmount(limits: Limits, preset: number | null | undefined, amountBlocks: readonly number[] = []): number {
  if (typeof preset === 'number' && withinLimits(preset, limits)) return preset;
  const block = amountBlocks.find((value) => withinLimits(value, limits));
  if (block !== undefined) return block;
  return limits.min_amount > 0 ? limits.min_amount : 1;
}
