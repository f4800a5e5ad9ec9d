/** English texts every screen may show: the app shell, loading, and failures. `{name}` marks a parameter. */
export const texts = {
  'APP.LOADING': 'Loading…',
  'APP.NOT_FOUND': 'This page does not exist.',
  'APP.ERROR.TITLE': 'We could not load the cashier',
  'APP.ERROR.RETRY': 'Try again',
  'APP.ERROR.DETAILS': 'Details',
  'APP.ERROR.NO_SESSION': 'No session id was given. Open the cashier with ?session_id=…',
  'APP.ERROR.UNEXPECTED': 'Unexpected Application Error',
  'CASHIER.PH2.ERROR_MESSAGE.17': 'Your session has expired. Reopen the cashier from the merchant site.',
};
