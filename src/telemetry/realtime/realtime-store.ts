import { useSyncExternalStore } from 'react';
import { EMPTY_NOTIFICATIONS, reduceNotifications, type NotificationAction, type NotificationList } from './notification-list.ts';

/** Spec section 4: the realtime connection and the notification subscription. */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type SubscriptionState = 'unsubscribed' | 'subscribing' | 'subscribed';

export interface RealtimeState {
  connection: ConnectionState;
  subscription: SubscriptionState;
  notifications: NotificationList;
}

/*
 * The realtime channel's state and the notifications it brought. A plain external store rather than valtio: valtio
 * lives in the entry chunk, and importing it here would split it out of there (see live-deps.ts).
 */
let state: RealtimeState = { connection: 'disconnected', subscription: 'unsubscribed', notifications: EMPTY_NOTIFICATIONS };
const listeners = new Set<() => void>();

function update(next: Partial<RealtimeState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function setConnectionState(connection: ConnectionState): void {
  update({ connection });
}

export function setSubscriptionState(subscription: SubscriptionState): void {
  update({ subscription });
}

export function applyNotification(action: NotificationAction): void {
  update({ notifications: reduceNotifications(state.notifications, action) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRealtime(): RealtimeState {
  return useSyncExternalStore(subscribe, () => state);
}
