import { StrictMode } from 'react';
import { installChunkLoader } from '../schemas/chunks/lazy-chunk.ts';
import { createRoot } from 'react-dom/client';
import { onSessionExpired, setRequestTimeout } from './api/http.ts';
import { App } from './app/app.tsx';
import { applyDocumentAttributes } from './app/document-attributes.ts';
import { translate } from './i18n/common.ts';
import { startLanguage } from './i18n/load-language.ts';
import { readStartParams, type StartParams } from './app/start-params.ts';
import { openOutbox, tellMerchant } from './embedding/outbox.ts';
import { whenReady } from './embedding/once-notices.ts';
import { startLiveWhenReady } from './telemetry/live-loader.ts';
import { NEW_TAB_FLAG, withoutNewTabFlag } from './embedding/new-tab.ts';
import { matchRoute } from './app/route-table.ts';
import { startRoute } from './app/view-loaders.ts';
import { FIRST_RENDER_WAIT_MS, firstRenderGate } from './app/first-render.ts';
import { loadMethodForm, loadMethods } from './api/methods.ts';
import { flows } from './flows/flows.ts';
import { markSessionExpired, refreshSession, sessionStore, startSession } from './store/session-store.ts';
import { SESSION_CHECK_INTERVAL_MS } from '../schemas/session/session-expiry.ts';
import { listenForTyping, loadChunk } from './telemetry/errors/chunk-load.ts';
import { listenForUncaughtErrors } from './telemetry/errors/error-queue.ts';
import { whenInteractive } from './telemetry/interactive.ts';
import { configureTelemetry, loadTelemetry } from './telemetry/telemetry-loader.ts';
import './styles/theme.css';

/**
 * Connects to the merchant: in a frame or a native app's web view the bridge loads (its own chunk, beside the screen's
 * code); at the top of a browser there is nobody to tell, and the first paths carry none of it.
 */
function connectMerchant(params: StartParams): void {
  if (window.parent === window && params.device !== 'native_ios' && params.device !== 'native_android') return openOutbox(() => undefined);
  const listPath = (): string => matchRoute(window.location.pathname)?.entry.flow.routes.list ?? flows.deposit.routes.list;
  void loadChunk(() => import('./embedding/bridge.ts'))().then(
    ({ startBridge }) => openOutbox(startBridge(window, { device: params.device, listPath })),
    () => openOutbox(() => undefined),
  );
}

function startCashier(params: StartParams): void {
  // The language's texts, the init call (then a form's select call) and the screen's code all start now, before React
  // renders, side by side.
  const texts = startLanguage(params.language, params.dir);
  startSession(params);
  onSessionExpired(() => markSessionExpired());
  setInterval(() => refreshSession(), SESSION_CHECK_INTERVAL_MS);
  if (params.requestTimeoutMs !== null) setRequestTimeout(params.requestTimeoutMs);
  const { sessionId } = params;
  const screen =
    sessionId === null || sessionStore.sessionExpired
      ? Promise.resolve()
      : startRoute(window.location.pathname, (flow, provider) =>
          provider === undefined ? loadMethods(sessionId, flow.api) : loadMethodForm(sessionId, flow.api, provider),
        );
  applyDocumentAttributes(document, params);
  startLiveWhenReady(params, matchRoute(window.location.pathname)?.entry.flow ?? flows.deposit, whenReady);

  // Nothing renders before the chosen language's texts are in, so no screen shows English first; texts that fail
  // to load (reported, and reloaded once, by loadChunk) leave English and say so, which is better than no cashier.
  // Nor, for a moment, before the deep link's screen can show (first-render.ts says why).
  const screenShown = firstRenderGate(screen, FIRST_RENDER_WAIT_MS);
  if (texts === null) void screenShown.then(() => renderCashier());
  else texts.then(() => screenShown.then(() => renderCashier()), () => renderCashier(translate('APP.LANGUAGE.LOAD_FAILED')));
}

function renderCashier(notice?: string): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element to render the cashier into.');
  createRoot(container).render(
    <StrictMode>
      {notice !== undefined && (
        <p className="cashier form-failure" role="status">
          {notice}
        </p>
      )}
      <App />
    </StrictMode>,
  );
}

listenForUncaughtErrors(window);
listenForTyping(window);
// schemas/ and field-widgets/ may not import the app: they load their chunks through loadChunk once it is named here.
installChunkLoader(loadChunk);
const startParams = readStartParams(window.location.pathname, window.location.search, {
  userAgent: navigator.userAgent,
  windowWidth: window.innerWidth,
  windowHeight: window.innerHeight,
  storage: () => window.localStorage,
});
connectMerchant(startParams);
// Error reports and metrics load after the first screen is interactive, never on its path (README "Telemetry sinks").
configureTelemetry(startParams);
whenInteractive(() => void loadTelemetry());
// Opened with cashier_in_new_tab, the cashier only asks its parent to open it in a new tab (spec section 1).
if (new URLSearchParams(window.location.search).has(NEW_TAB_FLAG)) tellMerchant({ type: 'redirectTo', url: withoutNewTabFlag(window.location.href) });
else startCashier(startParams);
