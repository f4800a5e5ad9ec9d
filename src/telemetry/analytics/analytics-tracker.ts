import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import type { LiveDeps } from '../live-deps.ts';
import { scrubJson } from '../scrub/scrub.ts';
import { ANALYTICS_DEFAULTS } from './analytics-defaults.ts';
import type { AnalyticsClient } from './analytics-client.ts';
import { ANALYTICS_SCREENS, analyticsEvent, type AnalyticsAction, type AnalyticsScreenName, type AnalyticsPlace, type AnalyticsVisit } from './analytics-event.ts';
import { nextAnalyticsSession, type AnalyticsSession } from './analytics-session.ts';
import { replayEarlyScreens, SCREEN_EVENT } from './screen-signal.ts';

import { LOCATION_EVENTS } from './location-events.ts';

/** An amount field of a method form: the amount widget's decimal input (rjsf ids end in the field's name). */
const isAmountInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.inputMode === 'decimal' && /(^|_)amount$/i.test(target.id);

const isScreen = (value: unknown): value is AnalyticsScreenName => ANALYTICS_SCREENS.some((screen) => screen === value);

interface TrackerOptions {
  deps: LiveDeps;
  client: AnalyticsClient;
  sessionId: string;
  visit: AnalyticsVisit;
  /** The address of the first screen shown, reported first even if the user has left it since. */
  firstPath: string;
}

/**
 * Reports the screens of spec section 7 as the user reaches them (the route table names each address's screen; the
 * carousel, QR display form and payout pages announce themselves) and amount changes once typing pauses 1000 ms,
 * each with the common fields, scrubbed of card data and the session id, in the order they happened.
 */
export function startAnalyticsTracker({ deps, client, sessionId, visit, firstPath }: TrackerOptions): void {
  const { loadMethods, matchRoute, decodeRouteParams } = deps;
  let session: AnalyticsSession | null = null;
  let sequence = 0;
  let chain: Promise<void> = Promise.resolve();

  const methodOf = async (path: string): Promise<{ place: AnalyticsPlace; method: PayGroup | undefined } | null> => {
    const match = matchRoute(path);
    if (match === null) return null;
    const provider = match.entry.view === 'methodForm' ? decodeRouteParams(match.params)?.['provider'] : undefined;
    const methods = provider === undefined ? undefined : await loadMethods(sessionId, match.entry.flow.api);
    const method = methods?.methods.find((candidate) => candidate.short_name === provider);
    return { place: { flow: match.entry.flow.type, category: match.entry.category, path, payGroupId: method?.id ?? null }, method };
  };
  // Each event waits for the one before it, so the order sent is the order they happened.
  const emit = (build: (path: string) => Promise<{ action: AnalyticsAction; place: AnalyticsPlace } | null>, path = window.location.pathname): void => {
    chain = chain.then(async () => {
      const built = await build(path);
      if (built === null) return;
      const now = Date.now();
      session = nextAnalyticsSession(session, now, () => crypto.randomUUID());
      sequence += 1;
      const event = analyticsEvent(built.action, visit, built.place, { analyticsSession: session.id, sequence, now });
      client.track(scrubJson(event, { sessionId }));
    });
  };
  const screenOfAddress = (at?: string): void =>
    emit(async (path) => {
      const found = await methodOf(path);
      const entry = matchRoute(path)?.entry;
      if (found === null || entry === undefined || entry.screen === null) return null;
      const action: AnalyticsAction = entry.view === 'result' ? { event: 'screen_view', screen: entry.screen, status: entry.status } : { event: 'screen_view', screen: entry.screen };
      return { action, place: found.place };
    }, at);

  // Amount changes waiting for typing to pause, by field: sent at once when the user leaves the page first.
  const pendingAmounts = new Map<HTMLInputElement, { timer: ReturnType<typeof setTimeout>; send: () => void }>();
  const sendPendingAmounts = (): void => {
    pendingAmounts.forEach(({ timer, send }) => {
      clearTimeout(timer);
      send();
    });
    pendingAmounts.clear();
  };

  let lastPath = window.location.pathname;
  screenOfAddress(firstPath);
  if (lastPath !== firstPath) screenOfAddress();
  for (const type of LOCATION_EVENTS) {
    window.addEventListener(type, () => {
      if (window.location.pathname === lastPath) return;
      lastPath = window.location.pathname;
      sendPendingAmounts();
      screenOfAddress();
    });
  }
  window.addEventListener(SCREEN_EVENT, (event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
    const screen: unknown = typeof detail === 'object' && detail !== null && 'screen' in detail ? detail.screen : undefined;
    const action: unknown = typeof detail === 'object' && detail !== null && 'action' in detail ? detail.action : undefined;
    if (!isScreen(screen) || typeof action !== 'string') {
      console.warn(`Analytics: "${String(screen)}" is no screen it reports.`);
      return;
    }
    emit(async (path) => {
      const found = await methodOf(path);
      return found === null ? null : { action: { event: 'screen_view', screen, action }, place: found.place };
    });
  });
  // A screen announced before this chunk loaded (the carousel over the first form) is told now.
  replayEarlyScreens();

  document.addEventListener(
    'input',
    ({ target }) => {
      if (!isAmountInput(target)) return;
      clearTimeout(pendingAmounts.get(target)?.timer);
      const path = window.location.pathname;
      const send = (): void => {
        pendingAmounts.delete(target);
        const amount = target.value.replace(/[\s\u00a0\u202f]/g, '');
        emit(async (at) => {
          const found = await methodOf(at);
          const currency = found?.method?.currencies[0]?.currency.alpha3 ?? null;
          return found === null ? null : { action: { event: 'amount_change', amount, currency }, place: found.place };
        }, path);
      };
      pendingAmounts.set(target, { timer: setTimeout(send, ANALYTICS_DEFAULTS.amountDebounceMs), send });
    },
    true,
  );
}
