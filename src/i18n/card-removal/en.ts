/**
 * English texts of a saved card's removal that did not go through, said alike on /cards and in the card form's popup
 * (removal-failure.ts): part of the account pages' texts (account/en.ts), and loaded alone with the card form's
 * deferred code, so neither path carries the other's texts.
 */
export const texts = {
  'APP.CARDS.REMOVE_UNKNOWN': 'We could not confirm whether {card} was removed. Your saved cards are shown as they are now.',
  'APP.CARDS.REMOVE_REFUSED': 'The payment server refused to remove {card}. It is still saved.',
};
