import { useEffect, useState } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { loadMethods } from '../../api/methods.ts';
import { matchRoute } from '../../app/route-table.ts';
import { decodeRouteParams } from '../../../schemas/routes/route-param.ts';
import type { NotificationPage } from '../../telemetry/realtime/notification-match.ts';

/**
 * The page notifications are matched against: the route table's category of the address, and on a method form the
 * pay group of the method it names (read from the session's init answer, which is in already).
 */
export function useNotificationPage(sessionId: string): NotificationPage | null {
  const [path] = useBrowserLocation();
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
  }, [sessionId, flow, provider]);
  if (match === null) return null;
  return { category: match.entry.category, payGroupId: provider !== undefined && payGroup?.provider === provider ? payGroup.id : null };
}
