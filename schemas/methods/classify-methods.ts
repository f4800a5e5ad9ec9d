import type { PayGroup } from '../server/v1/types.ts';

/** The groups of the method list, in the order they are shown (spec section 2; lost-profit comes with its issue). */
export interface MethodGroups {
  popular: PayGroup[];
  regular: PayGroup[];
  disabled: PayGroup[];
}

/** Disabled means not enabled, or restricted until a later time (spec section 4). */
export function isMethodEnabled(method: PayGroup, now: Date): boolean {
  if (method.enabled === false) return false;
  if (method.restricted_until === null || method.restricted_until === undefined) return true;
  const until = Date.parse(method.restricted_until);
  return Number.isNaN(until) || until <= now.getTime();
}

/** Splits methods into popular, regular and disabled, each kept in the server's arrangement order. */
export function classifyMethods(methods: readonly PayGroup[], now: Date): MethodGroups {
  const ordered = [...methods].sort((a, b) => (a.arrangement ?? 0) - (b.arrangement ?? 0));
  const groups: MethodGroups = { popular: [], regular: [], disabled: [] };
  for (const method of ordered) {
    if (!isMethodEnabled(method, now)) groups.disabled.push(method);
    else if (method.popular === true) groups.popular.push(method);
    else groups.regular.push(method);
  }
  return groups;
}
