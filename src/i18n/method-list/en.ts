/** English texts of the method list: its headings, each method's info line, and the server's processing-time keys. */
export const texts = {
  'APP.DEPOSIT.TITLE': 'Deposit',
  'APP.DEPOSIT.CHOOSE_METHOD': 'Choose a payment method',
  'APP.DEPOSIT.NO_METHODS': 'No payment methods are available right now.',
  'APP.METHOD.UNAVAILABLE': 'Unavailable',
  'APP.METHOD.AVAILABLE_ON': 'Available on {date} at {time}',
  'APP.METHOD.AVAILABLE_AT': 'Available at {time}',
  'APP.METHOD.AVAILABLE_IN': 'Available in {minutes} min',
  'APP.METHOD.BONUS_INCLUDED': 'Bonus included',
  'APP.METHOD.LIMITS': '{min} – {max}',
  'APP.METHOD.FEE': 'Fee {fee}',
  'PH.PROCESSING_TIME.INSTANT': 'Instant',
  'PH.PROCESSING_TIME.UP_TO_1_HOUR': 'Up to 1 hour',
  'PH.PROCESSING_TIME.UP_TO_24_HOURS': 'Up to 24 hours',
  'PH.PROCESSING_TIME.1_3_BUSINESS_DAYS': '1-3 business days',
  'PH.LOST_PROFIT.EXTRA_PERCENT': 'Get {percent}% extra with this method',
};
