/** The card fields a form may show (spec section 5, saved card display). */
export type CardFieldRole = 'cardNumber' | 'expiry' | 'cvv' | 'cardholderName' | 'creditCardMarker';

/** A saved card as the display rules read it. */
export interface SavedCardState {
  /** The card is tokenised (a saved card with an active token). */
  tokenised: boolean;
  /** The method asks for the security code of a tokenised card. */
  cvvRequired: boolean;
  /** A saved card with its last 4 digits is selected, so its number need not be typed. */
  selectedWithLast4: boolean;
}

const ALL: readonly CardFieldRole[] = ['cardNumber', 'expiry', 'cvv', 'cardholderName'];

/**
 * Which card fields show. A tokenised card asking for its code shows the number and the code; one that does not, the
 * number only; otherwise every field but the credit-card marker. The number hides while a saved card with last4 is selected.
 */
export function savedCardFields(card: SavedCardState): readonly CardFieldRole[] {
  const shown: readonly CardFieldRole[] = card.tokenised ? (card.cvvRequired ? ['cardNumber', 'cvv'] : ['cardNumber']) : ALL;
  return card.selectedWithLast4 ? shown.filter((role) => role !== 'cardNumber') : shown;
}
