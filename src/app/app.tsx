import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { translate } from '../i18n/common.ts';
import { MethodListScreen } from '../screens/method-list/method-list-screen.tsx';
import { FormCarousel } from '../screens/method-list/form-carousel.tsx';
import { ErrorScreen } from '../screens/status/error-screen.tsx';
import { MethodListLink } from '../screens/status/method-list-link.tsx';
import { Loading } from '../screens/status/loading.tsx';
import { linkTo, useCloseIcon, useSessionExpired, useSessionId } from '../store/session-store.ts';
import { tellMerchant } from '../embedding/outbox.ts';
import { SessionExpiredScreen } from '../screens/status/session-expired-screen.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { flows } from '../flows/flows.ts';
import { parseRoutePattern } from './route-pattern.ts';
import { listFlowOf } from '../../schemas/routes/classify-path.ts';
import { usePageFocus } from './page-focus.ts';
import { useRouterLocation } from './router-location.ts';
import { decodeRouteParams } from '../../schemas/routes/route-param.ts';
import { matchRoute, routeTable, type AppModal, type RouteEntry } from './route-table.ts';
import { modalLoaders, viewLoaders } from './view-loaders.ts';
import { lazyComponent } from './lazy-component.ts';
import { overlayBackground } from './overlay-state.ts';
import { readOverlayState } from '../../schemas/routes/overlay-state.ts';
import { ToasterHost } from '../toast/toaster-host.tsx';
import { ErrorPopupHost } from '../error-popup/error-popup-host.tsx';
import type { ModalProps } from './modal-props.ts';

/** Screens off the method list's path load when opened: the form (rjsf and the validators) and the ends of a payment. */
const MethodFormScreen = lazyComponent(viewLoaders.methodForm);
const DisplayFormScreen = lazyComponent(viewLoaders.displayForm);
const ResultScreen = lazyComponent(viewLoaders.result);
const PayoutCardsScreen = lazyComponent(viewLoaders.payoutCards);
const ThreeDsResultScreen = lazyComponent(viewLoaders.threeDsResult);
const PaymentsReturnScreen = lazyComponent(viewLoaders.paymentsReturn);
const AccountScreen = lazyComponent(viewLoaders.account);
/** The modals the app draws over the page below, each loaded when first opened. */
const MODALS = { content: lazyComponent(modalLoaders.content), rejectWithdrawal: lazyComponent(modalLoaders.rejectWithdrawal) } as const satisfies Record<
  AppModal,
  unknown
>;


/**
 * Spec section 2: the router's error page reads "Unexpected Application Error", an unknown address included; it leads
 * on to the method list of the flow the address names (deposit's when it names none), so it is no dead end.
 */
function NotFound({ location }: { location: string }): ReactNode {
  return (
    <ErrorScreen title={translate('APP.ERROR.UNEXPECTED')} message={translate('APP.NOT_FOUND')} error={new Error(`No screen at ${location}`)}>
      <MethodListLink listPath={flows[listFlowOf(location)].routes.list} />
    </ErrorScreen>
  );
}

function View({ entry, params, sessionId }: { entry: RouteEntry; params: Record<string, string>; sessionId: string }): ReactNode {
  const { flow } = entry;
  switch (entry.view) {
    case 'home':
      return <Redirect to={linkTo(flows.deposit.routes.list)} replace />;
    case 'methodList':
      return <MethodListScreen sessionId={sessionId} flow={flow} />;
    case 'methodForm': {
      const provider = params['provider'] ?? '';
      // Keyed by method: another quick choice of the carousel opens a fresh form in place.
      return (
        <FormCarousel sessionId={sessionId} flow={flow} provider={provider} formStep={params['form']}>
          <MethodFormScreen key={provider} sessionId={sessionId} flow={flow} provider={provider} formStep={params['form']} />
        </FormCarousel>
      );
    }
    case 'displayForm':
      return <DisplayFormScreen sessionId={sessionId} flow={flow} />;
    case 'payoutCards':
      return <PayoutCardsScreen sessionId={sessionId} flow={flow} />;
    case 'result':
      return <ResultScreen sessionId={sessionId} flow={flow} status={entry.status} />;
    case 'threeDsResult':
      return <ThreeDsResultScreen sessionId={sessionId} flow={flow} />;
    case 'paymentsReturn':
      return <PaymentsReturnScreen sessionId={sessionId} flow={flow} step={entry.step} provider={params['provider'] ?? ''} />;
    case 'account':
      return <AccountScreen page={entry.page} sessionId={sessionId} />;
    case 'overlay':
    case 'modal':
    case 'formStep':
      // Opened with no page below (a reload or a shared link): its owner is gone, so the flow's start stands in.
      return <Redirect to={linkTo(flow.routes.list)} replace />;
    default: {
      const unknown: never = entry;
      return unknown;
    }
  }
}

interface AppModalViewProps extends ModalProps {
  modal: AppModal;
}

/** A modal the app draws, in its own Suspense boundary: while its code loads, the page below stays. */
function AppModalView({ modal, ...props }: AppModalViewProps): ReactNode {
  const Modal = MODALS[modal];
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}

/**
 * The page at the address, or, under an overlay address (/select-country, /betshop-…, /content), the page it was
 * opened over: that page stays mounted, so what the user typed stays. A widget's overlay is drawn by the widget that
 * opened it; a modal of the app's own (content, reject-withdrawal) by the app.
 */
function Routes({ sessionId }: { sessionId: string }): ReactNode {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const historyState = useHistoryState();
  const current = matchRoute(location)?.entry ?? null;
  const below = overlayBackground(current, historyState);
  // Back when the page below is in history; a modal opened bare closes onto the page drawn below it.
  const closeOverlay = (): void => (readOverlayState(historyState) === null ? navigate(linkTo(below ?? '/'), { replace: true }) : history.back());
  usePageFocus(below ?? location, location);
  return (
    <>
      <Suspense fallback={<Loading />}>
        <Switch location={below ?? location}>
          {routeTable.map((entry) => (
            <Route key={entry.pattern} path={entry.pattern}>
              {(params: Record<string, string | undefined>) => {
                const decoded = decodeRouteParams(params);
                return decoded === null ? <NotFound location={location} /> : <View entry={entry} params={decoded} sessionId={sessionId} />;
              }}
            </Route>
          ))}
          <Route>
            <NotFound location={location} />
          </Route>
        </Switch>
      </Suspense>
      {current?.view === 'modal' && <AppModalView modal={current.modal} sessionId={sessionId} flow={current.flow} search={search} onClose={closeOverlay} />}
    </>
  );
}

/**
 * The cashier: every screen needs a live session, so without one it says so instead of calling the server, and once
 * the session is over (its time passed, or a call answered code 17) it says that and sends nothing more.
 */
export function App(): ReactNode {
  const sessionId = useSessionId();
  const expired = useSessionExpired();
  const closeIcon = useCloseIcon();
  // The session-expired screen drawn in place of a page (a call answered code 17) takes the focus the page held.
  usePageFocus(expired ? 'session-expired' : 'session');
  return (
    <ErrorBoundary>
      <Router parser={parseRoutePattern} hook={useRouterLocation}>
        <main className="cashier">
          {closeIcon && (
            <button type="button" className="close-icon" aria-label={translate('APP.CLOSE')} onClick={() => tellMerchant({ type: 'close' })}>
              ×
            </button>
          )}
          {sessionId === null ? (
            <ErrorScreen message={translate('APP.ERROR.NO_SESSION')} error={new Error('The address has no valid session_id')} />
          ) : expired ? (
            <SessionExpiredScreen />
          ) : (
            <Routes sessionId={sessionId} />
          )}
        </main>
        <ToasterHost />
        <ErrorPopupHost />
      </Router>
    </ErrorBoundary>
  );
}
