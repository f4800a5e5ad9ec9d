/** English texts of the page the card issuer sends the user back to after 3-D Secure. */
export const texts = {
  'APP.THREE_DS.CHECKING': 'Confirming your payment with your bank…',
};
