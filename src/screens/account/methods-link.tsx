import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { flows } from '../../flows/flows.ts';
import { translate } from '../../i18n/account.ts';
import { linkTo } from '../../store/session-store.ts';

interface MethodsLinkProps {
  label?: 'APP.ACCOUNT.BACK' | 'APP.ERROR.RETRY';
  primary?: boolean;
  /** Where it leads instead of the withdrawal methods (a method's form). */
  path?: string | null;
}

/** The way out of every account page: the withdrawal methods, where payout accounts are used and verified. */
export function MethodsLink({ label = 'APP.ACCOUNT.BACK', primary = false, path = null }: MethodsLinkProps): ReactNode {
  return (
    <Link href={linkTo(path ?? flows.withdrawal.routes.list)} className={primary ? 'button button--primary' : 'button'}>
      {translate(label)}
    </Link>
  );
}
