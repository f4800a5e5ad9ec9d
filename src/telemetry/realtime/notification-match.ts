import type { PageCategory } from '../../../schemas/routes/classify-path.ts';
import type { CashierNotification } from './notification-list.ts';

/** Where the user is: the page's category and, on a method form, the method's pay group. */
export interface NotificationPage {
  category: PageCategory;
  payGroupId: number | null;
}

/** The forms on which a notification naming a pay group shows only for that method (spec section 2). */
const METHOD_FORMS: ReadonlySet<PageCategory> = new Set<PageCategory>(['depositForm', 'withdrawalForm']);

/** Whether a notification shows on this page: its category is listed, and on a method form the method matches. */
export function showsOn(notification: CashierNotification, page: NotificationPage): boolean {
  if (!notification.categories.includes(page.category)) return false;
  if (!METHOD_FORMS.has(page.category) || notification.payGroupId === null) return true;
  return notification.payGroupId === page.payGroupId;
}

/** The notifications this page shows, in the order they came. */
export function notificationsOn(items: readonly CashierNotification[], page: NotificationPage): CashierNotification[] {
  return items.filter((item) => showsOn(item, page));
}
