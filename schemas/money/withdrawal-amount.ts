import type { Limits } from '../server/v1/types.ts';

/**
 * The amount a withdrawal form starts with (spec section 5): above the minimum it is capped by the maximum, otherwise
 * it is the maximum. Without a maximum (0 or less) the amount stays, or becomes the minimum when it does not exceed it.
 */
export function withdrawalAmount(amount: number, limits: Limits): number {
  const unbounded = limits.max_amount <= 0;
  if (Number.isFinite(amount) && amount > limits.min_amount) return unbounded ? amount : Math.min(amount, limits.max_amount);
  return unbounded ? limits.min_amount : limits.max_amount;
}
