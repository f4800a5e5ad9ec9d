/** English texts every screen may show: the app shell, loading, and failures. `{name}` marks a parameter. */
export const texts = {
  'APP.LOADING': 'Loading…',
  'APP.NOT_FOUND': 'This page does not exist.',
  'APP.ERROR.TITLE': 'We could not load the cashier',
  'APP.ERROR.RETRY': 'Try again',
  'APP.ERROR.DETAILS': 'Details',
  'APP.ERROR.NO_SESSION': 'No session id was given. Open the cashier with ?session_id=…',
  'APP.ERROR.UNEXPECTED': 'Unexpected Application Error',
  'APP.ERROR.GENERIC': 'Something went wrong on our side. Try again in a moment.',
  'APP.API_ERROR.FETCH_ERROR': 'We could not reach the payment server. Check your connection and try again.',
  'APP.API_ERROR.TIMEOUT_ERROR': 'The payment server is taking too long to answer. Try again in a moment.',
  'APP.API_ERROR.PARSING_ERROR': 'The payment server sent an answer we could not read. Try again in a moment.',
  'APP.API_ERROR.HTTP_ERROR': 'The payment server could not handle the request. Try again in a moment.',
  'APP.API_ERROR.PAYLOAD_INVALID': 'The payment server sent an answer we could not use. Try again later.',
  'APP.SESSION_EXPIRED.TITLE': 'Your session has expired',
  'APP.SESSION_EXPIRED.BACK': 'Back to the merchant',
  'CASHIER.PH2.ERROR_MESSAGE.17': 'Your session has expired. Reopen the cashier from the merchant site.',
};
