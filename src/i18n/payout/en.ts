/** English texts of the payout entry pages: the withdrawal card list (/withdrawal-cards). `{name}` marks a parameter. */
export const texts = {
  'APP.PAYOUT.CARDS_TITLE': 'Choose a card to withdraw to',
  'APP.PAYOUT.CARD_EXPIRES': 'expires {expiry}',
  'APP.PAYOUT.ADD_CARD': 'Add a new card',
  'APP.PAYOUT.NO_CARDS': 'You have no saved cards yet.',
  'APP.PAYOUT.NO_NEW_CARD': 'You cannot add a new card for this method. Contact support to withdraw.',
  'APP.PAYOUT.CONTACT_SUPPORT': 'Contact support',
  'APP.PAYOUT.DELETE_CARD': 'Delete the {brand} card ending in {last4}',
  'APP.PAYOUT.DELETE_CONFIRM': 'Delete this card?',
  'APP.PAYOUT.DELETE_TEXT': 'You will no longer be able to withdraw to {card} unless you add it again.',
  'APP.PAYOUT.DELETE': 'Delete',
  'APP.PAYOUT.DELETING': 'Deleting…',
  'APP.PAYOUT.CANCEL': 'Cancel',
  'APP.PAYOUT.DELETED': 'The card {card} was deleted.',
  'APP.PAYOUT.DELETE_FAILED': 'The card could not be deleted. {reason}',
  'APP.PAYOUT.DELETE_UNKNOWN': 'We could not confirm in time whether the card {card} was deleted. The list above shows your cards as they are now.',
  'APP.PAYOUT.CARD': 'Card',
};
