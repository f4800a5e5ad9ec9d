import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { focusPageHeading } from '../../app/page-focus.ts';
import { translate } from '../../i18n/notifications.ts';
import { counterLabel } from '../../telemetry/realtime/notification-list.ts';
import { notificationsOn } from '../../telemetry/realtime/notification-match.ts';
import type { LiveDeps } from '../../telemetry/live-deps.ts';
import { useRealtime } from '../../telemetry/realtime/realtime-store.ts';
import { useNotificationPage } from './use-notification-page.ts';
import './notifications.css';

interface NotificationsPanelProps {
  deps: LiveDeps;
  sessionId: string;
  /** The user dismissed one: it is removed here and never comes back. */
  onDismiss: (key: string) => void;
}

/**
 * The realtime notifications of the page the user is on (its category and, on a method form, its method): the latest
 * one, read out as it arrives, and the counter (99+ above 99) that opens the whole list.
 */
export function NotificationsPanel({ deps, sessionId, onDismiss }: NotificationsPanelProps): ReactNode {
  const { notifications, connection, subscription } = useRealtime();
  const page = useNotificationPage(deps, sessionId);
  const [open, setOpen] = useState(false);
  const listId = useId();
  // A server text may be in another script than the page (dir="auto", or a <bdi>, lays each out in its own direction).
  const shown = useMemo(() => (page === null ? [] : notificationsOn(notifications.items, page)), [page, notifications.items]);
  const latest = shown.at(-1);
  // What a screen reader hears: each notice as it arrives, never an older one coming back into view when the newest is
  // dismissed (the visible line shows the newest left; the live region only what is new).
  const [heard, setHeard] = useState<{ key: string; text: string } | null>(null);
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const fresh = shown.filter((item) => !seen.current.has(item.key));
    for (const item of fresh) seen.current.add(item.key);
    const newest = fresh.at(-1);
    if (newest !== undefined) setHeard({ key: newest.key, text: newest.text });
    else if (heard !== null && !shown.some((item) => item.key === heard.key)) setHeard(null);
  }, [shown, heard]);
  const list = useRef<HTMLUListElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // A Dismiss button goes with its notice: the focus moves to the notice that took its place, else the one before,
  // else the toggle, else (none left) the page's heading, never to <body>.
  const refocusAt = useRef<{ index: number; key: string } | null>(null);
  useLayoutEffect(() => {
    const dismissed = refocusAt.current;
    if (dismissed === null || shown.some((item) => item.key === dismissed.key)) return;
    refocusAt.current = null;
    const { index } = dismissed;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.notifications__dismiss') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? toggle.current;
    if (next === null) focusPageHeading();
    else next.focus();
  });
  // The status region stays in the page while empty, so a screen reader hears the first notification arrive; the
  // landmark is only there with a notice to find in it (an empty "Notifications" region on every page is noise).
  const empty = latest === undefined;
  return (
    <aside
      className="notifications"
      role={empty ? 'none' : undefined}
      aria-label={empty ? undefined : translate('APP.NOTIFICATIONS.TITLE')}
      data-connection={connection}
      data-subscription={subscription}
      data-empty={empty}
    >
      <p className="notifications__latest" dir="auto">
        {latest?.text}
      </p>
      <p className="notifications__heard" role="status" dir="auto">
        {heard?.text}
      </p>
      {latest !== undefined && (
        <button ref={toggle} type="button" className="notifications__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {translate(open ? 'APP.NOTIFICATIONS.HIDE' : 'APP.NOTIFICATIONS.SHOW_ALL')}
          <span className="notifications__counter">{counterLabel(shown.length)}</span>
        </button>
      )}
      <ul ref={list} id={listId} className="notifications__list" hidden={!open}>
        {shown.map((item, index) => (
          <li key={item.key} className="notifications__item">
            <bdi id={`${listId}-${String(index)}`}>{item.text}</bdi>
            <button
              type="button"
              className="notifications__dismiss"
              aria-describedby={`${listId}-${String(index)}`}
              onClick={() => {
                refocusAt.current = { index, key: item.key };
                onDismiss(item.key);
              }}
            >
              {translate('APP.NOTIFICATIONS.DISMISS')}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
