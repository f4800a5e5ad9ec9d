import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LiveDeps } from '../../telemetry/live-deps.ts';
import { NotificationsPanel } from './notifications-panel.tsx';

/**
 * Draws the notifications above the cashier in a root of their own, so the first paths carry none of this code:
 * the realtime chunk mounts it once it has connected.
 */
export function mountNotifications(deps: LiveDeps, sessionId: string, onDismiss: (key: string) => void): void {
  const container = document.createElement('div');
  container.className = 'notifications-root';
  const cashier = document.getElementById('root');
  document.body.insertBefore(container, cashier);
  createRoot(container).render(
    <StrictMode>
      <NotificationsPanel deps={deps} sessionId={sessionId} onDismiss={onDismiss} />
    </StrictMode>,
  );
}
