import type { CashierPayload, PayGroup } from '../server/v1/types.ts';
import { limitReached } from './limit-reached.ts';

/** Why a method cannot be chosen (spec section 4), in the order the rules are read; a method without one is enabled. */
export type DisabledReason =
  | { kind: 'not-enabled' }
  | { kind: 'limit-reached' }
  /** Restricted until a later time: the list says when it comes back (12 h / 1 h message). */
  | { kind: 'restricted'; until: string };

/** What of the init answer and the visit the rules read besides the method. */
export interface DisabledContext extends Pick<CashierPayload, 'view_data' | 'user_balance'> {
  /** The amount of the payment in progress, when there is one. */
  amount?: number | undefined;
}

/** The first rule that disables `method` at `now`, or null. An unreadable restricted_until does not lock the user out. */
export function disabledReason(method: PayGroup, now: Date, context: DisabledContext = {}): DisabledReason | null {
  if (method.enabled === false) return { kind: 'not-enabled' };
  if (limitReached(method, context.view_data ?? [], { balance: context.user_balance, amount: context.amount })) return { kind: 'limit-reached' };
  const until = method.restricted_until;
  if (until === null || until === undefined) return null;
  const time = Date.parse(until);
  return !Number.isNaN(time) && time > now.getTime() ? { kind: 'restricted', until } : null;
}
