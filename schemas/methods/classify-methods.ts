import type { CashierPayload, PayGroup, ViewDataItem } from '../server/v1/types.ts';

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

/** A limit note for this method that has no amount, or whose amount the user's balance already exceeds. */
function limitReached(method: PayGroup, viewData: readonly ViewDataItem[], balance: number | undefined): boolean {
  return viewData.some((item) => {
    if (!item.key.toLowerCase().includes('limit') || item.pay_group_id !== method.id) return false;
    const amount = item.params?.amount;
    return amount === undefined || (balance !== undefined && balance > amount);
  });
}

/**
 * Disabled means not enabled, restricted until a later time, or past its limit (spec section 4). An unreadable
 * restricted_until does not lock the user out.
 */
export function isMethodEnabled(method: PayGroup, now: Date, payload: Pick<CashierPayload, 'view_data' | 'user_balance'> = {}): boolean {
  if (method.enabled === false) return false;
  if (limitReached(method, payload.view_data ?? [], payload.user_balance)) return false;
  if (method.restricted_until === null || method.restricted_until === undefined) return true;
  const until = Date.parse(method.restricted_until);
  return Number.isNaN(until) || until <= now.getTime();
}

/** What of the init answer besides the methods decides their groups. */
export type MethodListContext = Pick<CashierPayload, 'view_data' | 'user_balance' | 'lost_profit_merchant_bonus'>;

/**
 * Splits a flow's methods (payment_groups or payout_groups) into popular, lost-profit, regular and disabled, each
 * kept in the server's arrangement order. Popular methods are the suggestions: the last-used method is not suggested,
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
  return groups;
}
