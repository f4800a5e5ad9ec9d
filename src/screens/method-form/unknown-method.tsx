import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { translate } from '../../i18n/form.ts';
import { linkTo } from '../../store/session-store.ts';
import { ErrorScreen } from '../status/error-screen.tsx';

/** An address naming a method the session does not have: says so, and leads back to the flow's method list. */
export function UnknownMethod({ provider, listPath }: { provider: string; listPath: string }): ReactNode {
  return (
    <ErrorScreen message={translate('APP.ERROR.NO_METHOD')} error={new Error(`There is no payment method "${provider}" in this session.`)}>
      <Link href={linkTo(listPath)} className="button">
        {translate('APP.FORM.BACK')}
      </Link>
    </ErrorScreen>
  );
}
