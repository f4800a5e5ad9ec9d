/** English texts of the content page modal. */
export const texts = {
  'APP.CONTENT.TITLE': 'More information',
  'APP.CONTENT.CLOSE': 'Close',
  'APP.CONTENT.FAILED': 'We could not load this page. {reason}',
  'APP.CONTENT.NOT_FOUND': 'This page cannot be shown here.',
};
