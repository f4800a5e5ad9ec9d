import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LiveDeps } from '../../telemetry/live-deps.ts';
import { NotificationsPanel } from './notifications-panel.tsx';

/**
 * Draws the notifications after the cashier in a root of their own, so the first paths carry none of this code:
 * the realtime chunk mounts it once it has connected. After, never before: a notification that arrives while the user
 * is on the form moves nothing of it (notifications.css keeps it in view at the bottom edge).
 */
export function mountNotifications(deps: LiveDeps, sessionId: string, onDismiss: (key: string) => void): void {
  const container = document.createElement('div');
  container.className = 'notifications-root';
  const cashier = document.getElementById('root');
  document.body.insertBefore(container, cashier?.nextSibling ?? null);
  createRoot(container).render(
    <StrictMode>
      <NotificationsPanel deps={deps} sessionId={sessionId} onDismiss={onDismiss} />
    </StrictMode>,
  );
}
