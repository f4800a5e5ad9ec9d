/** English texts every screen may show: the app shell, loading, and failures. `{name}` marks a parameter. */
export const texts = {
  'APP.LOADING': 'Loading…',
  'APP.CLOSE': 'Close the cashier',
  'APP.ALL_METHODS': 'All methods',
  'APP.NOT_FOUND': 'This page does not exist.',
  'APP.ERROR.TITLE': 'We could not load the cashier',
  // Every screen's "Try again" (the error screen, a decline, the account pages): one key, in the first path's texts.
  'APP.ERROR.RETRY': 'Try again',
  'APP.ERROR.DETAILS': 'Details',
  // The error screen's and the error popup's support code: one key.
  'APP.ERROR.CODE': 'Error code: {code}',
  'APP.ERROR.NO_SESSION': 'This cashier was opened without a valid session. Open it again from the merchant’s site.',
  'APP.ERROR.UNEXPECTED': 'Unexpected Application Error',
  'APP.ERROR.CHUNK_LOAD': 'Part of the cashier could not load. Check your connection and try again.',
  'APP.LANGUAGE.LOAD_FAILED': 'Your language ({language}) could not load, so the cashier is in English.',
  'APP.TOAST.DISMISS': 'Dismiss',
  'APP.ERROR_POPUP.TITLE': 'Something went wrong',
  'APP.ERROR_POPUP.CLOSE': 'Close',
  'APP.ERROR.GENERIC': 'Something went wrong on our side. Try again in a moment.',
  'APP.API_ERROR.FETCH_ERROR': 'We could not reach the payment server. Check your connection and try again.',
  'APP.API_ERROR.TIMEOUT_ERROR': 'The payment server is taking too long to answer. Try again in a moment.',
  'APP.API_ERROR.PARSING_ERROR': 'The payment server sent an answer we could not read. Try again in a moment.',
  'APP.API_ERROR.HTTP_ERROR': 'The payment server could not handle the request. Try again in a moment.',
  'APP.API_ERROR.PAYLOAD_INVALID': 'The payment server sent an answer we could not use. Try again later.',
  'APP.SESSION_EXPIRED.TITLE': 'Your session has expired',
  'APP.SESSION_EXPIRED.TEXT': 'To go on, open the cashier again from the merchant site.',
  'APP.SESSION_EXPIRED.BACK': 'Back to the merchant',
  'CASHIER.PH2.ERROR_MESSAGE.17': 'Your session has expired. Reopen the cashier from the merchant site.',
  // A percentage shown to the user (a fee, a bonus): where the sign goes is the language's (Turkish "%{percent}").
  'APP.PERCENT': '{percent}%',
};
