/** English texts of the page the card issuer sends the user back to after 3-D Secure. */
export const texts = {
  'APP.THREE_DS.CHECKING': 'Confirming your payment with your bank…',
  'APP.THREE_DS.CHECK_FAILED': 'We could not confirm your payment with your bank',
  'APP.THREE_DS.SECOND_REDIRECT': 'Your bank asked for one more confirmation step that this cashier cannot open. Please try again or choose another method.',
};
