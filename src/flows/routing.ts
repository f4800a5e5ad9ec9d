import { paymentGroupsApi } from '../api/groups-api.ts';
import { deposit } from './deposit.ts';
import { defineStepFlow } from './define-flow.ts';

/**
 * Routing: the extra step a routable deposit method asks for (POST /api/cashier-service/{flowType}/groups/{id}/route);
 * it lives inside the deposit's screens, so it has no routes of its own and speaks with the deposit's texts.
 */
export const routing = defineStepFlow({
  type: 'routing',
  api: paymentGroupsApi,
  resultStatuses: deposit.resultStatuses,
  texts: deposit.texts,
  infoSeparator: deposit.infoSeparator,
  pageCategories: deposit.pageCategories,
  betShopOverlay: deposit.betShopOverlay,
  entersFlow: deposit.entersFlow,
});
