import { wagerLocks } from '../../../schemas/payout/wager-lock.ts';
import type { PayGroup, ViewDataItem } from '../../../schemas/server/v1/types.ts';
import { readWagerBrands } from '../../app/wager-brands.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';

let configured: readonly string[] | undefined;

/** The host's wager brand list (runtime configuration wagerBrands), read once. */
function wagerBrands(): readonly string[] {
  configured ??= readWagerBrands(document);
  return configured;
}

/** The methods as the list and the auto-redirect see them: those an unfinished wager locks are not enabled. */
export function withWagerLock(methods: readonly PayGroup[], viewData: readonly ViewDataItem[] | undefined, flow: ScreenFlow, brandId: string): PayGroup[] {
  if (!flow.wagerLock || viewData === undefined || viewData.length === 0) return [...methods];
  const brands = wagerBrands();
  return methods.map((method) => (wagerLocks(method, viewData, brandId, brands) ? { ...method, enabled: false } : method));
}
