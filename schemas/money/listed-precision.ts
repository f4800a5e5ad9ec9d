import type { PayGroup } from '../server/v1/types.ts';

/** The decimals shown for a currency none of the session's methods lists (most currencies have two). */
export const UNLISTED_PRECISION = 2;

/**
 * The decimals of a currency as the session's init answer lists them (each method's currencies carry their precision),
 * for an amount known only with its ISO code (a stored payment, told in the realtime chunk). The pending-payouts dialog
 * reads them the same way inline: shared by both lazy chunks, this module would become a chunk of its own, one more
 * name in the entry's preload map, which the method list's budget has no room for.
 */
export function listedPrecision(methods: readonly PayGroup[], alpha3: string): number {
  return methods.flatMap((method) => method.currencies).find((entry) => entry.currency.alpha3 === alpha3)?.currency.precision ?? UNLISTED_PRECISION;
}
