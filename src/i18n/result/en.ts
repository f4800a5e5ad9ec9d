/** English texts of the result page: success, decline or processing, and the ways on. */
export const texts = {
  'APP.RESULT.SUCCESS.TITLE': 'Deposit successful',
  'APP.RESULT.SUCCESS.TEXT': 'Your payment went through. The funds are on their way to your balance.',
  'APP.RESULT.DECLINE.TITLE': 'Payment declined',
  'APP.RESULT.DECLINE.TEXT': 'The payment did not go through. No money was taken.',
  'APP.RESULT.PROCESSING.TITLE': 'Payment is processing',
  'APP.RESULT.PROCESSING.TEXT': 'We will update your balance as soon as the payment is confirmed.',
  'APP.WITHDRAWAL.SUCCESS.TITLE': 'Withdrawal successful',
  'APP.WITHDRAWAL.SUCCESS.TEXT': 'Your withdrawal request went through. The money is on its way to your account.',
  'APP.WITHDRAWAL.DECLINE.TITLE': 'Withdrawal declined',
  'APP.WITHDRAWAL.DECLINE.TEXT': 'The withdrawal did not go through. Your balance is unchanged.',
  'APP.WITHDRAWAL.PROCESSING.TITLE': 'Withdrawal is processing',
  'APP.WITHDRAWAL.PROCESSING.TEXT': 'We will let you know as soon as the payout is confirmed.',
  'APP.CHECKOUT.SUCCESS.TITLE': 'Payment successful',
  'APP.RESULT.RETRY': 'Try again',
  'APP.RESULT.ALL_METHODS': 'All methods',
};
