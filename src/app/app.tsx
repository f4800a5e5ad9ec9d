import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { translate } from '../i18n/common.ts';
import { MethodListScreen } from '../screens/method-list/method-list-screen.tsx';
import { ErrorScreen } from '../screens/status/error-screen.tsx';
import { Loading } from '../screens/status/loading.tsx';
import { linkTo, useSessionId } from '../store/session-store.ts';
import { loadMethodFormScreen } from '../screens/method-form/load-method-form.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { paths } from './paths.ts';
import { RESULT_STATUSES } from '../../schemas/results/result-route.ts';

/** Screens off the method list's path load when opened: the form (rjsf and the validators) and the ends of a payment. */
const MethodFormScreen = lazy(loadMethodFormScreen);
const ResultScreen = lazy(() => import('../screens/result/result-screen.tsx'));
const ThreeDsResultScreen = lazy(() => import('../screens/three-ds/three-ds-result-screen.tsx'));

function Routes({ sessionId }: { sessionId: string }): ReactNode {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path={paths.home.pattern}>
          <Redirect to={linkTo(paths.deposit.build())} replace />
        </Route>
        <Route path={paths.deposit.pattern}>
          <MethodListScreen sessionId={sessionId} />
        </Route>
        {RESULT_STATUSES.map((status) => (
          <Route key={status} path={paths.depositResult.pattern(status)}>
            <ResultScreen status={status} />
          </Route>
        ))}
        <Route path={paths.depositMethod.pattern}>
          {(params: { provider: string }) => <MethodFormScreen sessionId={sessionId} provider={params.provider} />}
        </Route>
        <Route path={paths.threeDsResult.pattern}>
          <ThreeDsResultScreen sessionId={sessionId} />
        </Route>
        <Route>
          <ErrorScreen title={translate('APP.NOT_FOUND')} error={new Error(`No screen at ${window.location.pathname}`)} />
        </Route>
      </Switch>
    </Suspense>
  );
}

/** The cashier: every screen needs a session, so without one it says so instead of calling the server. */
export function App(): ReactNode {
  const sessionId = useSessionId();
  return (
    <ErrorBoundary>
      <main className="cashier">
        {sessionId === null ? <ErrorScreen message={translate('APP.ERROR.NO_SESSION')} error={new Error('The address has no session_id')} /> : <Routes sessionId={sessionId} />}
      </main>
    </ErrorBoundary>
  );
}
