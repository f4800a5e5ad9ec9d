/** English texts of a routable method's routing step (the form the route call asks for). */
export const texts = {
  'PH.ROUTING.EXTRA_DATA_NEEDED': 'Your payment provider needs a few more details to complete this payment.',
  'APP.ROUTING.TITLE': 'Additional details',
};
