import { proxy, useSnapshot } from 'valtio';
import { EMPTY_NOTIFICATIONS, reduceNotifications, type NotificationAction, type NotificationList } from './notification-list.ts';

/** Spec section 4: the realtime connection and the notification subscription. */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type SubscriptionState = 'unsubscribed' | 'subscribing' | 'subscribed';

interface RealtimeState {
  connection: ConnectionState;
  subscription: SubscriptionState;
  notifications: NotificationList;
}

/** The realtime channel's state and the notifications it brought; loaded with the realtime chunk, never before. */
export const realtimeStore = proxy<RealtimeState>({ connection: 'disconnected', subscription: 'unsubscribed', notifications: EMPTY_NOTIFICATIONS });

export function setConnectionState(state: ConnectionState): void {
  realtimeStore.connection = state;
}

export function setSubscriptionState(state: SubscriptionState): void {
  realtimeStore.subscription = state;
}

export function applyNotification(action: NotificationAction): void {
  realtimeStore.notifications = reduceNotifications(realtimeStore.notifications, action);
}

export function useRealtime(): Readonly<RealtimeState> {
  return useSnapshot(realtimeStore);
}
