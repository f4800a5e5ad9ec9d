import { parseSavedCardLabel } from '../format/saved-card-label.ts';
import type { UserCards } from '../server/v1/types.ts';

type StoredCard = UserCards['cards'][number];

/** A saved card as the withdrawal card list shows it: brand, last 4 digits and expiry, never more of the number. */
export interface PayoutCard {
  id: string;
  /** "Visa", "Mastercard"; null when neither the server nor the BIN tells. */
  brand: string | null;
  last4: string | null;
  /** MM/YY. */
  expiry: string | null;
}

const BRAND_WORDS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard', maestro: 'Maestro', mir: 'Mir', amex: 'American Express' };

function brandName(brand: string | undefined): string | undefined {
  if (brand === undefined || brand === '') return undefined;
  return BRAND_WORDS[brand.toLowerCase()] ?? brand.replace(/(^|[-_ ])(\w)/g, (_, gap: string, letter: string) => `${gap === '' ? '' : ' '}${letter.toUpperCase()}`);
}

/** A stored card of GET /user-cards for the card list: the server's brand, else its BIN's; expiry as MM/YY. */
export function payoutCardOf(card: StoredCard): PayoutCard {
  const label = parseSavedCardLabel(card.card_pan ?? card.bin ?? '');
  const month = card.exp_month ?? '';
  const year = card.exp_year ?? '';
  return {
    id: card.card_id,
    brand: brandName(card.brand) ?? label.brand ?? null,
    last4: card.last4 ?? label.last4 ?? null,
    expiry: /^\d{1,2}$/.test(month) && /^\d{2,4}$/.test(year) ? `${month.padStart(2, '0')}/${year.slice(-2)}` : null,
  };
}
