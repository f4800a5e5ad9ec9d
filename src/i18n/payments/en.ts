/** English texts of the pages an alternative payment's provider sends the user back to (/payments/interaction, /payments/status). */
export const texts = {
  'APP.PAYMENTS.RETURNING': 'Welcome back. Fetching your payment from the provider…',
  'APP.PAYMENTS.CHECKING': 'Checking your payment status…',
  'APP.PAYMENTS.CHECK_FAILED': 'We could not check your payment',
};
