import type { Payload, PayloadName } from './payloads.ts';
import type { Limits, PayGroup } from './types.ts';

/** A method the list could not name as sent: its public_name is blank. */
export const blankName = (method: PayGroup): boolean => method.public_name.trim() === '';

/** Limits that admit no amount: a minimum above the maximum (a maximum of 0 is none). */
export const invertedLimits = ({ min_amount: min, max_amount: max }: Limits): boolean => max > 0 && min > max;

const methodNeedsRepair = (method: PayGroup): boolean => blankName(method) || method.currencies.some(({ limits }) => invertedLimits(limits));

/**
 * Whether an answer its schema accepted needs mending before the user sees it (schemas/server/v1/repairs.ts, fetched
 * only then: the first paths carry these checks, not the mending and its messages).
 */
export const needsRepair: { readonly [N in PayloadName]?: (payload: Payload<N>) => boolean } = {
  depositMethods: (payload) => payload.payment_groups.some(methodNeedsRepair),
  withdrawalMethods: (payload) => payload.payout_groups.some(methodNeedsRepair),
  methodDetails: (payload) => invertedLimits(payload.limits),
};
