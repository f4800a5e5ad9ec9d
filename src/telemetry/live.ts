/**
 * The realtime and analytics chunk: loaded after the first screen is interactive, only when the runtime configuration
 * names their hosts (live-loader.ts). Both connect with the init answer's auth_token, refreshed by asking init again.
 */
import { UnauthorizedError } from 'centrifuge';
import type { StartParams } from '../app/start-params.ts';
import type { ScreenFlow } from '../flows/define-flow.ts';
import type { LiveDeps } from './live-deps.ts';
import { startAnalyticsClient } from './analytics/analytics-client.ts';
import { visitorCookie, visitorFromCookies } from './analytics/analytics-session.ts';
import { startAnalyticsTracker } from './analytics/analytics-tracker.ts';
import { liveHosts } from './live-hosts.ts';
import { startRealtime } from './realtime/start-realtime.ts';
import { sessionHash } from './realtime/session-hash.ts';

export interface LiveStart {
  deps: LiveDeps;
  params: StartParams & { sessionId: string };
  flow: ScreenFlow;
  /** The runtime configuration's JSON, as the page carries it. */
  config: string;
  /** The address of the first screen shown. */
  firstPath: string;
}

function visitorId(): string {
  const known = visitorFromCookies(document.cookie);
  if (known !== null) return known;
  const id = crypto.randomUUID();
  document.cookie = visitorCookie(id, window.location.protocol === 'https:');
  return id;
}

export async function startLive({ deps, params, flow, firstPath, config }: LiveStart): Promise<void> {
  const { realtimeUrl, analyticsUrl } = liveHosts(config);
  const { sessionId } = params;
  const { loadMethods, getMethods } = deps;
  // The first screen may be the session's end (code 17, expired): then nothing more calls the server.
  if (deps.session.sessionExpired) return;
  const [hash, methods] = await Promise.all([sessionHash(sessionId), loadMethods(sessionId, flow.api)]);
  const token = methods?.payload.auth_token ?? '';
  // Without a token neither host would take the connection; asking init for one again and again would only load it.
  if (token === '') {
    console.warn(`Realtime and analytics are off: ${methods === undefined ? 'the init call failed, so there is no auth_token' : 'the init answer carries no auth_token'}.`);
    return;
  }
  const refreshToken = async (): Promise<string> => {
    const fresh = (await getMethods(sessionId, flow.api)).payload.auth_token;
    // Unauthorized stops the clients for good; any other failure (the network) is tried again on their timings.
    if (fresh === undefined || fresh === '') throw new UnauthorizedError('the init answer carries no auth_token');
    return fresh;
  };
  if (realtimeUrl !== undefined) startRealtime(deps, { flow, host: realtimeUrl, sessionId, sessionHash: hash, brandId: params.brandId, token, refreshToken });
  if (analyticsUrl !== undefined) {
    const client = startAnalyticsClient({ host: analyticsUrl, page: window.location.href, brandId: params.brandId, token, refreshToken });
    if (client === null) return;
    const visit = { session: hash, visitor: visitorId(), clickstreamId: params.clickstreamId, brand: params.brandId, language: params.language, platform: params.device };
    startAnalyticsTracker({ deps, client, sessionId, visit, firstPath });
  }
}
