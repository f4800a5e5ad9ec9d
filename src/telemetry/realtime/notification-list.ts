import type { PageCategory } from '../../../schemas/routes/classify-path.ts';

/** One notification pushed to this session: shown on the pages its categories name (and its method's form). */
export interface CashierNotification {
  key: string;
  /** The server's sentence, already in the user's language. */
  text: string;
  categories: readonly PageCategory[];
  /** On a deposit or withdrawal form, only this method's; null for every method's. */
  payGroupId: number | null;
}

/** The notifications shown, and every key removed this visit (a removed key never comes back, spec section 4). */
export interface NotificationList {
  items: readonly CashierNotification[];
  removed: readonly string[];
}

export type NotificationAction =
  | { type: 'added'; notification: CashierNotification }
  | { type: 'removed'; key: string }
  | { type: 'removedAll' };

export const EMPTY_NOTIFICATIONS: NotificationList = { items: [], removed: [] };

/** The list after one realtime event: added (a known key is replaced in place), removed, or all marked removed. */
export function reduceNotifications(list: NotificationList, action: NotificationAction): NotificationList {
  switch (action.type) {
    case 'added': {
      const { notification } = action;
      if (list.removed.includes(notification.key)) return list;
      const known = list.items.some((item) => item.key === notification.key);
      const items = known ? list.items.map((item) => (item.key === notification.key ? notification : item)) : [...list.items, notification];
      return { ...list, items };
    }
    case 'removed':
      return {
        items: list.items.filter((item) => item.key !== action.key),
        removed: list.removed.includes(action.key) ? list.removed : [...list.removed, action.key],
      };
    case 'removedAll':
      return { items: [], removed: [...new Set([...list.removed, ...list.items.map((item) => item.key)])] };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** Spec section 9: the counter reads 99+ above 99. */
export const COUNTER_MAX = 99;

/** What the counter badge reads for a number of notifications. */
export function counterLabel(count: number): string {
  return count > COUNTER_MAX ? `${String(COUNTER_MAX)}+` : String(count);
}
