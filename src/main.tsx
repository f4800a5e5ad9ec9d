// First: the calls and the screen's code start before the rest of the entry evaluates (start-up.ts says why).
import { started, startParams, type Started } from './app/start-up.ts';
import { StrictMode } from 'react';
import { App } from './app/app.tsx';
import { applyDocumentAttributes } from './app/document-attributes.ts';
import { sessionStore } from './store/session-store.ts';
import { translate } from './i18n/common.ts';
import type { StartParams } from './app/start-params.ts';
import { openOutbox, tellMerchant } from './embedding/outbox.ts';
import { whenReady } from './embedding/once-notices.ts';
import { startLiveWhenReady } from './telemetry/live-loader.ts';
import { withoutNewTabFlag } from './embedding/new-tab.ts';
import { shownPath } from './app/overlay-state.ts';
import { matchRoute } from './app/route-table.ts';
import { flows } from './flows/flows.ts';
import { loadCarousel } from './screens/method-list/carousel-chunk.ts';
import { loadChunk } from './telemetry/errors/chunk-load.ts';
import { whenInteractive } from './telemetry/interactive.ts';
import { configureTelemetry, loadTelemetry } from './telemetry/telemetry-loader.ts';
import './styles/theme.css';
// Last: React DOM, the entry's largest module, evaluates after the app's own, all of them behind the calls.
import { createRoot } from 'react-dom/client';

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

function startCashier(params: StartParams, { texts, firstRender }: Started): void {
  applyDocumentAttributes(document, params);
  startLiveWhenReady(params, matchRoute(shownPath(window.location.pathname, window.history.state))?.entry.flow ?? flows.deposit, whenReady);
  // Nothing renders before the chosen language's texts are in, so no screen shows English first; texts that fail
  // to load (reported, and reloaded once, by loadChunk) leave English and say so, which is better than no cashier.
  if (texts === null) void firstRender.then(() => renderCashier());
  else texts.then(() => firstRender.then(() => renderCashier()), () => renderCashier(inEnglish(params)));
}

/**
 * The page as English lays it out (left to right, `lang=en`) once the language's texts failed, and the notice saying
 * so: in English, as those texts are what failed, naming the language in its own words ("русский") so that its
 * reader sees the notice is about them. The session takes English too, before any screen renders: dates, times,
 * amounts and country names follow the texts shown (31/12/2099, "5.000 KWD"), not the language asked for.
 */
function inEnglish(params: StartParams): string {
  Object.assign(sessionStore, { language: 'en', dir: 'ltr' } as const);
  applyDocumentAttributes(document, sessionStore);
  const ownName = new Intl.DisplayNames([params.language], { type: 'language' }).of(params.language) ?? params.language;
  return translate('APP.LANGUAGE.LOAD_FAILED', { language: ownName });
}

function renderCashier(notice?: string): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element.');
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

connectMerchant(startParams);
// Error reports and metrics load after the first screen is interactive, never on its path (README "Telemetry sinks");
// so does the carousel's code when the first screen is not the list (carousel-chunk.ts).
configureTelemetry(startParams);
whenInteractive(() => {
  void loadTelemetry();
  void loadCarousel();
});
if (started === null) tellMerchant({ type: 'redirectTo', url: withoutNewTabFlag(window.location.href) });
else startCashier(startParams, started);
