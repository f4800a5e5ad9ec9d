import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { loadMethodForm } from '../../api/methods.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { selectMethod } from '../../store/flow-store.ts';
import { forgetPayoutCard } from '../../store/payout-store.ts';
import { linkTo } from '../../store/session-store.ts';

/**
 * Opens a chosen method (spec section 4): a method the flow enters is stored as selected and its form (or a payout's
 * card list) opens, its select call started beside the form's code rather than after it. `replace` swaps the page in
 * place (another quick choice over a form). Any other method does nothing.
 */
export function useOpenMethod(sessionId: string, flow: ScreenFlow): (method: PayGroup, replace?: boolean) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (method: PayGroup, replace = false) => {
      if (!flow.entersFlow.includes(method.action_type)) return;
      selectMethod(method.id);
      forgetPayoutCard();
      void loadMethodForm(sessionId, flow.api, method.short_name);
      const cardsPage = flow.payoutAccounts?.opensCardsPage(method) === true ? flow.payoutAccounts.cardsPage : null;
      navigate(linkTo(cardsPage ?? flow.routes.methodLink(method.short_name)), { replace });
    },
    [sessionId, flow, navigate],
  );
}
