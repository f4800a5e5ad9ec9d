import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { translate } from '../i18n/translate.ts';
import { MethodListScreen } from '../screens/method-list/method-list-screen.tsx';
import { ResultScreen } from '../screens/result/result-screen.tsx';
import { ErrorScreen } from '../screens/status/error-screen.tsx';
import { Loading } from '../screens/status/loading.tsx';
import { ThreeDsResultScreen } from '../screens/three-ds/three-ds-result-screen.tsx';
import { linkTo, useSessionId } from '../store/session-store.ts';
import { loadDepositFormScreen } from '../screens/deposit-form/load-deposit-form.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { paths, RESULT_STATUSES } from './paths.ts';

const DepositFormScreen = lazy(loadDepositFormScreen);

function Routes({ sessionId }: { sessionId: string }): ReactNode {
  return (
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
        {(params: { provider: string }) => (
          <Suspense fallback={<Loading />}>
            <DepositFormScreen sessionId={sessionId} provider={params.provider} />
          </Suspense>
        )}
      </Route>
      <Route path={paths.threeDsResult.pattern}>
        <ThreeDsResultScreen sessionId={sessionId} />
      </Route>
      <Route>
        <ErrorScreen title={translate('APP.NOT_FOUND')} error={new Error(`No screen at ${window.location.pathname}`)} />
      </Route>
    </Switch>
  );
}

/** The cashier: every screen needs a session, so without one it says so instead of calling the server. */
export function App(): ReactNode {
  const sessionId = useSessionId();
  return (
    <ErrorBoundary>
      <main className="cashier">
        {sessionId === null ? <ErrorScreen error={new Error(translate('APP.ERROR.NO_SESSION'))} /> : <Routes sessionId={sessionId} />}
      </main>
    </ErrorBoundary>
  );
}
