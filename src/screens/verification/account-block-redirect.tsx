import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { accountBlockOf, type AccountBlock, type VerificationBlockFields } from '../../../schemas/account/account-block.ts';
import { ACCOUNT_PAGES } from '../../app/route-table.ts';
import { blockAccount } from '../../store/account-store.ts';
import { linkTo } from '../../store/session-store.ts';

/**
 * Stands in for a withdrawal form whose new payout accounts cannot be verified (spec section 2): the block is kept for
 * the account-blocked screen, then that screen replaces the form's address.
 */
export function AccountBlockRedirect({ block }: { block: AccountBlock }): ReactNode {
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    blockAccount(block);
    navigate(linkTo(ACCOUNT_PAGES.blocked.pattern), { replace: true });
  }, [block, navigate]);
  return null;
}

/** The verification block of a method's details (none for a deposit), judged against the time the form opened. */
export function useAccountBlock(details: VerificationBlockFields | undefined): AccountBlock | null {
  const [openedAt] = useState(Date.now);
  return useMemo(() => (details === undefined ? null : accountBlockOf(details, openedAt)), [details, openedAt]);
}
