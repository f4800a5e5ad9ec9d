/** English texts of the realtime notifications shown over the page. */
export const texts = {
  'APP.NOTIFICATIONS.TITLE': 'Notifications',
  'APP.NOTIFICATIONS.SHOW_ALL': 'Show all notifications',
  'APP.NOTIFICATIONS.HIDE': 'Hide notifications',
  'APP.NOTIFICATIONS.DISMISS': 'Dismiss',
};
