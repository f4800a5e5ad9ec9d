import type { CashierPayload, PayGroup } from '../server/v1/types.ts';
import { disabledReason, type DisabledContext } from './disabled-reason.ts';
import { byTypeOrder } from './method-type.ts';

/** The groups of the method list, in the order they are shown (spec section 2). */
export interface MethodGroups {
  popular: PayGroup[];
  lostProfit: PayGroup[];
  regular: PayGroup[];
  disabled: PayGroup[];
}

export const METHOD_GROUP_ORDER: readonly (keyof MethodGroups)[] = ['popular', 'lostProfit', 'regular', 'disabled'];

/** The popular group is the list's suggestions: at most two (spec section 9). */
export const MAX_SUGGESTIONS = 2;

/** Spec section 4: a method is enabled when no disabling rule applies (disabledReason). */
export function isMethodEnabled(method: PayGroup, now: Date, context: DisabledContext = {}): boolean {
  return disabledReason(method, now, context) === null;
}

/** What of the init answer besides the methods decides their groups. */
export type MethodListContext = DisabledContext & Pick<CashierPayload, 'lost_profit_merchant_bonus'>;

/**
 * Splits a flow's methods (payment_groups or payout_groups) into popular, lost-profit, regular and disabled, each
 * sorted by type (spec section 2: popular first, then bank transfers, cards, e-wallets, … other), the server's
 * arrangement deciding within a type. Popular methods are the suggestions: the last-used method is not suggested,
 * and only the first two are (spec section 4); the others take their place among the rest.
 */
export function classifyMethods(methods: readonly PayGroup[], payload: MethodListContext, now: Date): MethodGroups {
  const lostProfitIds = new Set(payload.lost_profit_merchant_bonus?.pay_group_ids ?? []);
  const ordered = [...methods].sort((a, b) => (a.arrangement ?? 0) - (b.arrangement ?? 0));
  const groups: MethodGroups = { popular: [], lostProfit: [], regular: [], disabled: [] };
  for (const method of ordered) {
    if (!isMethodEnabled(method, now, payload)) groups.disabled.push(method);
    else if (method.popular === true && method.last_used !== true && groups.popular.length < MAX_SUGGESTIONS) groups.popular.push(method);
    else if (lostProfitIds.has(method.id)) groups.lostProfit.push(method);
    else groups.regular.push(method);
  }
  for (const group of METHOD_GROUP_ORDER) groups[group].sort(byTypeOrder);
  return groups;
}
