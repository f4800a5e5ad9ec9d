import type { CvvDemand } from './cvv-demand.ts';

/** The card fields a form may show (spec section 5, saved card display). */
export type CardFieldRole = 'cardNumber' | 'expiry' | 'cvv' | 'cardholderName' | 'creditCardMarker';

/** The chosen card as the display rule reads it. */
export interface SavedCardState {
  /** A saved card is chosen (not "New card"). */
  saved: boolean;
  /** Whether the code shows (cvvDemand: by is_card_token_active, the field and the recurring check). */
  cvv: CvvDemand;
  /** A saved card with its last 4 digits is chosen, so its number need not be typed. */
  selectedWithLast4: boolean;
}

const ALL: readonly CardFieldRole[] = ['cardNumber', 'expiry', 'cvv', 'cardholderName'];

/**
 * Which card fields show. A saved card whose code is asked shows the number and the code; one whose code is not, the
 * number only (the server charges it by its id); a new card every field but the credit-card marker. The number
 * hides while a saved card with last4 is chosen.
 */
export function savedCardFields(card: SavedCardState): readonly CardFieldRole[] {
  if (!card.saved) return ALL;
  const shown: readonly CardFieldRole[] = card.cvv === 'hidden' ? ['cardNumber'] : ['cardNumber', 'cvv'];
  return card.selectedWithLast4 ? shown.filter((role) => role !== 'cardNumber') : shown;
}
