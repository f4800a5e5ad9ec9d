import type { ReactNode } from 'react';
import { translate } from '../../i18n/form.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { MethodListLink } from '../status/method-list-link.tsx';

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
