import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { translate } from '../../i18n/form.ts';
import { linkTo } from '../../store/session-store.ts';
import { ErrorScreen } from '../status/error-screen.tsx';

/** The way from a method that cannot be shown back to the flow's method list ("All methods"). */
function MethodListLink({ listPath }: { listPath: string }): ReactNode {
  return (
    <Link href={linkTo(listPath)} className="button">
      {translate('APP.ALL_METHODS')}
    </Link>
  );
}

/** An address naming a method the session does not have: says so, and leads back to the flow's method list. */
export function UnknownMethod({ provider, listPath }: { provider: string; listPath: string }): ReactNode {
  return (
    <ErrorScreen message={translate('APP.ERROR.NO_METHOD')} error={new Error(`There is no payment method "${provider}" in this session.`)}>
      <MethodListLink listPath={listPath} />
    </ErrorScreen>
  );
}

/** A method whose form could not load (its select call failed): Try again, or choose another method. */
export function MethodFailed({ error, onRetry, listPath }: { error: Error; onRetry: () => void; listPath: string }): ReactNode {
  return (
    <ErrorScreen error={error} onRetry={onRetry}>
      <MethodListLink listPath={listPath} />
    </ErrorScreen>
  );
}
