import type { Limits } from '../server/v1/types.ts';

/** Whether a value lies in [min_amount, max_amount]; a max_amount of 0 or less means no upper limit (shown as ∞). */
export function withinLimits(value: number, limits: Limits): boolean {
  return Number.isFinite(value) && value >= limits.min_amount && (limits.max_amount <= 0 || value <= limits.max_amount);
}
