/** English texts of the realtime notifications shown over the page. */
export const texts = {
  'APP.NOTIFICATIONS.TITLE': 'Notifications',
  'APP.NOTIFICATIONS.SHOW_ALL': 'Show all notifications',
  'APP.NOTIFICATIONS.HIDE': 'Hide notifications',
  'APP.NOTIFICATIONS.DISMISS': 'Dismiss',
  'APP.NOTIFICATIONS.DEPOSIT.SUCCESS': 'Your deposit of {amount} went through.',
  'APP.NOTIFICATIONS.DEPOSIT.DECLINED': 'Your deposit of {amount} was declined. No money was taken.',
  'APP.NOTIFICATIONS.WITHDRAWAL.SUCCESS': 'Your withdrawal of {amount} went through.',
  'APP.NOTIFICATIONS.WITHDRAWAL.DECLINED': 'Your withdrawal of {amount} was declined. Your balance is unchanged.',
  'APP.NOTIFICATIONS.PAYMENT.SUCCESS': 'Your payment of {amount} went through.',
  'APP.NOTIFICATIONS.PAYMENT.DECLINED': 'Your payment of {amount} was declined. No money was taken.',
  'APP.NOTIFICATIONS.SENT.SUCCESS': 'A payment you sent went through.',
  'APP.NOTIFICATIONS.SENT.DECLINED': 'A payment you sent was declined.',
};
