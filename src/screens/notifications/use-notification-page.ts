import { useEffect, useState, useSyncExternalStore } from 'react';
import { LOCATION_EVENTS } from '../../telemetry/analytics/location-events.ts';
import type { LiveDeps } from '../../telemetry/live-deps.ts';
import type { NotificationPage } from '../../telemetry/realtime/notification-match.ts';

/**
 * The page notifications are matched against: the route table's category of the address, and on a method form the
 * pay group of the method it names (read from the session's init answer, which is in already).
 */
function onLocationChange(listener: () => void): () => void {
  LOCATION_EVENTS.forEach((type) => window.addEventListener(type, listener));
  return () => LOCATION_EVENTS.forEach((type) => window.removeEventListener(type, listener));
}

export function useNotificationPage({ loadMethods, matchRoute, decodeRouteParams }: LiveDeps, sessionId: string): NotificationPage | null {
  const path = useSyncExternalStore(onLocationChange, () => window.location.pathname);
  const match = matchRoute(path);
  const provider = match?.entry.view === 'methodForm' ? decodeRouteParams(match.params)?.['provider'] : undefined;
  const flow = match?.entry.flow;
  const [payGroup, setPayGroup] = useState<{ provider: string; id: number } | null>(null);
  useEffect(() => {
    if (provider === undefined || flow === undefined) return;
    let current = true;
    void loadMethods(sessionId, flow.api).then((methods) => {
      const method = methods?.methods.find((candidate) => candidate.short_name === provider);
      if (current && method !== undefined) setPayGroup({ provider, id: method.id });
    });
    return () => {
      current = false;
    };
  }, [loadMethods, sessionId, flow, provider]);
  if (match === null) return null;
  return { category: match.entry.category, payGroupId: provider !== undefined && payGroup?.provider === provider ? payGroup.id : null };
}
