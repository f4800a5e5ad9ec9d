import type { ReactNode } from 'react';
import { verifyStepAmount } from '../../../schemas/account/verify-step-entry.ts';
import type { FormExtension } from '../method-form/form-extension.ts';
import { usePayoutAccounts } from '../method-form/use-payout-accounts.tsx';
import { AccountBlockRedirect, useAccountBlock } from './account-block-redirect.tsx';
import { useAccountVerification } from './use-account-verification.tsx';

/** The account-blocked screen in place of a form whose new payout accounts cannot be verified (spec section 2). */
function useAccountBlockStandIn(details: Parameters<FormExtension['useStandIn']>[0]): ReactNode {
  const block = useAccountBlock(details);
  return block === null || details === undefined ? null : <AccountBlockRedirect block={block} supportUrl={details.support_url ?? null} />;
}

/** The method form of a flow paying out to the user's accounts: the chosen account, its verification, the block. */
export const payoutForm: FormExtension = {
  useStandIn: useAccountBlockStandIn,
  usePayoutAccounts,
  useAccountVerification,
  // A form mounted on a verification step's entry is drawn afresh (a reload): the amount typed before it comes back.
  resumed: () => ({ typedAmount: verifyStepAmount(history.state) }),
};
