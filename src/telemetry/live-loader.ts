import type { RuntimeConfig } from '../app/runtime-config.ts';
import type { StartParams } from '../app/start-params.ts';
import type { ScreenFlow } from '../flows/define-flow.ts';

/**
 * Starts realtime notifications and analytics once the first screen is interactive (the first screen told the
 * merchant it is ready, then the browser is idle), in a chunk of their own, and only when the runtime configuration
 * names a realtime or analytics host: the first paths download none of it.
 */
export function startLiveWhenReady(params: StartParams, config: RuntimeConfig, flow: ScreenFlow, whenReady: (then: () => void) => void): void {
  const { sessionId } = params;
  const { realtimeUrl, analyticsUrl } = config;
  if (sessionId === null || (realtimeUrl === undefined && analyticsUrl === undefined)) return;
  whenReady(() => {
    // The screen that was ready first: analytics report it even when the user has moved on before they load.
    const firstPath = window.location.pathname;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => {
      import('./live.ts')
        .then(({ startLive }) => startLive({ params: { ...params, sessionId }, flow, realtimeUrl, analyticsUrl, firstPath }))
        .catch((error: unknown) => console.warn('Realtime and analytics did not start.', error));
    });
  });
}
