import type { PayGroup, ViewDataItem } from '../server/v1/types.ts';

/** What the limit rule compares with a limit's amount: the user's balance and the amount being paid, when known. */
export interface LimitInputs {
  balance?: number | undefined;
  /** The amount of the payment in progress (spec section 3, common state `amount`). */
  amount?: number | undefined;
}

/**
 * Spec section 4: a `view_data` item whose key contains "limit" disables its method when it has no `params.amount`
 * (the limit is reached) or when the balance or the amount exceeds that amount.
 */
export function limitReached(method: Pick<PayGroup, 'id'>, viewData: readonly ViewDataItem[], { balance, amount }: LimitInputs): boolean {
  return viewData.some((item) => {
    if (!item.key.toLowerCase().includes('limit') || item.pay_group_id !== method.id) return false;
    const limit = item.params?.amount;
    if (limit === undefined) return true;
    return [balance, amount].some((value) => value !== undefined && value > limit);
  });
}
