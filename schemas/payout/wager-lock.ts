import type { PayGroup, ViewDataItem } from '../server/v1/types.ts';

/** A view_data item about bonus wagering still to complete: its key names the wager (spec section 3, content block wager). */
function isWagerItem(item: ViewDataItem): boolean {
  return item.key.toLowerCase().includes('wager');
}

/**
 * Whether an unfinished wager locks this withdrawal method (spec section 2): only for the brands the host configures
 * (`wagerBrands`, brand ids such as brand6), when the init answer carries a wager item for this method, or for every
 * method when the item names none.
 */
export function wagerLocks(method: Pick<PayGroup, 'id'>, viewData: readonly ViewDataItem[], brandId: string, wagerBrands: readonly string[]): boolean {
  if (!wagerBrands.includes(brandId)) return false;
  return viewData.some((item) => isWagerItem(item) && (item.pay_group_id === undefined || item.pay_group_id === method.id));
}
