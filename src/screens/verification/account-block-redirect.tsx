import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { accountBlockOf, blockedScreenState, type AccountBlock, type VerificationBlockFields } from '../../../schemas/account/account-block.ts';
import { ACCOUNT_PAGES } from '../../app/route-table.ts';
import { linkTo } from '../../store/session-store.ts';

/**
 * Stands in for a withdrawal form whose new payout accounts cannot be verified (spec section 2): the account-blocked
 * screen replaces the form's address, with the block, the support address and the form's address in its history entry.
 */
export function AccountBlockRedirect({ block, supportUrl }: { block: AccountBlock; supportUrl: string | null }): ReactNode {
  const [formPath, navigate] = useLocation();
  useLayoutEffect(() => {
    navigate(linkTo(ACCOUNT_PAGES.blocked.pattern), { replace: true, state: blockedScreenState({ until: block.until, supportUrl, formPath }) });
  }, [block, supportUrl, formPath, navigate]);
  return null;
}

/** The verification block of a method's details (none for a deposit), judged against the time the form opened. */
export function useAccountBlock(details: VerificationBlockFields | undefined): AccountBlock | null {
  const [openedAt] = useState(Date.now);
  return useMemo(() => (details === undefined ? null : accountBlockOf(details, openedAt)), [details, openedAt]);
}
