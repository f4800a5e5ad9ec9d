import { installChunkLoader } from '../../schemas/chunks/lazy-chunk.ts';
import { SESSION_CHECK_INTERVAL_MS } from '../../schemas/session/session-expiry.ts';
import { loadMethodForm, loadMethods } from '../api/methods.ts';
import { onSessionExpired, setRequestTimeout } from '../api/http.ts';
import { NEW_TAB_FLAG } from '../embedding/new-tab.ts';
import { startLanguage } from '../i18n/load-language.ts';
import { markSessionExpired, refreshSession, sessionStore, startSession } from '../store/session-store.ts';
import { listenForTyping, loadChunk } from '../telemetry/errors/chunk-load.ts';
import { listenForUncaughtErrors } from '../telemetry/errors/error-queue.ts';
import { FIRST_RENDER_WAIT_MS, firstRenderGate } from './first-render.ts';
import { shownPath } from './overlay-state.ts';
import { readStartParams, type StartParams } from './start-params.ts';
import { startRoute } from './view-loaders.ts';

/**
 * The cashier's start, before the rest of the entry evaluates: main.tsx imports this module first, and ES modules run
 * in import order, so the language's texts, the init call (then a form's select call) and the screen's code are on
 * the wire while React DOM and the screens' modules are still being evaluated (about 300 ms at 4x CPU), not after.
 * Nothing here imports React DOM.
 */

/** What has started: the chosen language's texts (null for English, built in) and when the first render may draw. */
export interface Started {
  texts: Promise<unknown> | null;
  firstRender: Promise<void>;
}

function startCalls(params: StartParams): Started {
  const texts = startLanguage(params.language, params.dir);
  startSession(params);
  onSessionExpired(() => markSessionExpired());
  setInterval(() => refreshSession(), SESSION_CHECK_INTERVAL_MS);
  if (params.requestTimeoutMs !== null) setRequestTimeout(params.requestTimeoutMs);
  const { sessionId } = params;
  const screen =
    sessionId === null || sessionStore.sessionExpired
      ? Promise.resolve()
      : startRoute(shownPath(window.location.pathname, window.history.state), (flow, provider) =>
          provider === undefined ? loadMethods(sessionId, flow.api) : loadMethodForm(sessionId, flow.api, provider),
        );
  // Nor, for a moment, does anything render before the deep link's screen can show (first-render.ts says why).
  return { texts, firstRender: firstRenderGate(screen, FIRST_RENDER_WAIT_MS) };
}

listenForUncaughtErrors(window);
listenForTyping(window);
// schemas/ and field-widgets/ may not import the app: they load their chunks through loadChunk once it is named here.
installChunkLoader(loadChunk);

export const startParams: StartParams = readStartParams(window.location.pathname, window.location.search, {
  userAgent: navigator.userAgent,
  windowWidth: window.innerWidth,
  windowHeight: window.innerHeight,
  storage: () => window.localStorage,
});

/** Opened with cashier_in_new_tab, the cashier only asks its parent to open it in a new tab (spec section 1). */
const opensInNewTab = new URLSearchParams(window.location.search).has(NEW_TAB_FLAG);

/** Null when the cashier only asks to be opened in a new tab. */
export const started: Started | null = opensInNewTab ? null : startCalls(startParams);
