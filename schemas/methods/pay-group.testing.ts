import type { PayGroup } from '../server/v1/types.ts';

/** A pay group of the init answer with only what every one has, plus `extra`: the method-list rules' test input. */
export function payGroup(id: number, extra: Partial<PayGroup> = {}): PayGroup {
  return { id, short_name: `m${String(id)}`, public_name: `Method ${String(id)}`, action_type: 'Activity', currencies: [], ...extra };
}
