import { navigate } from 'wouter/use-browser-location';
import { getMethods, loadMethods } from '../api/methods.ts';
import { matchRoute } from '../app/route-table.ts';
import { decodeRouteParams } from '../../schemas/routes/route-param.ts';
import type { StartParams } from '../app/start-params.ts';
import type { ScreenFlow } from '../flows/define-flow.ts';
import { paymentOf, settlePayment } from '../store/flow-store.ts';
import { linkTo, sessionStore } from '../store/session-store.ts';
import { loadChunk } from './errors/chunk-load.ts';
import type { LiveDeps } from './live-deps.ts';

const liveDeps = (): LiveDeps => ({ loadMethods, getMethods, matchRoute, decodeRouteParams, paymentOf, settlePayment, linkTo, navigate, session: sessionStore });

/**
 * Starts realtime notifications and analytics once the first screen is interactive (the first screen told the
 * merchant it is ready, then the browser is idle), in a chunk of their own, and only when the runtime configuration
 * names a realtime or analytics host: the first paths download none of it.
 */
/** RUNTIME_CONFIG_META, written out: importing even the constant would put runtime-config.ts in the entry chunk. */
export const CONFIG_META = 'cashier-config';

/** Starts them once the first screen is interactive (see the module's comment); nothing without a session or hosts. */
export function startLiveWhenReady(params: StartParams, flow: ScreenFlow, whenReady: (then: () => void) => void): void {
  const { sessionId } = params;
  // A glance tells whether a host is named; the chunk reads the configuration (live-hosts.ts).
  const config = document.querySelector(`meta[name="${CONFIG_META}"]`)?.getAttribute('content') ?? '';
  if (sessionId === null || !/"(realtime|analytics)Url"/.test(config)) return;
  whenReady(() => {
    // The screen that was ready first: analytics report it even when the user has moved on before they load.
    const firstPath = window.location.pathname;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => {
      loadChunk(() => import('./live.ts'), { background: true })()
        .then((live) => live.startLive({ deps: liveDeps(), params: { ...params, sessionId }, flow, firstPath, config }))
        .catch((error: unknown) => console.warn('Live telemetry off:', error));
    });
  });
}
