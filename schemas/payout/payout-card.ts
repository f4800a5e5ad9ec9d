import type { TextDirection } from '../format/bidi.ts';
import { isolateServerValue } from '../format/server-value.ts';
import type { UserCards } from '../server/v1/types.ts';
import { brandName } from '../format/stored-card-name.ts';

type StoredCard = UserCards['cards'][number];

/**
 * A saved card as the withdrawal card list shows it: brand, last 4 digits and expiry, never more of the number; the
 * server's brand and digits each isolated (`isolateServerValue`), so neither can reorder or reverse what is beside it.
 */
export interface PayoutCard {
  id: string;
  /** "Visa", "Mastercard"; null when the server does not say. */
  brand: string | null;
  last4: string | null;
  /** MM/YY. */
  expiry: string | null;
}

/**
 * A stored card of GET /user-cards for the card list: the server's brand; the last 4 digits, else those the masked
 * number ends with; the expiry as MM/YY. Kept apart from the form's BIN reading (card-validator) so the list's chunk
 * shares nothing with the card form's.
 */
export function payoutCardOf(card: StoredCard, dir: TextDirection): PayoutCard {
  const month = card.exp_month ?? '';
  const year = card.exp_year ?? '';
  const brand = card.brand === undefined || card.brand.trim() === '' ? null : brandName(card.brand);
  const last4 = card.last4 ?? /(\d{4})$/.exec(card.card_pan ?? '')?.[1];
  return {
    id: card.card_id,
    brand: brand === null ? null : isolateServerValue(brand, dir) || null,
    last4: last4 === undefined ? null : isolateServerValue(last4, dir) || null,
    expiry: /^\d{1,2}$/.test(month) && /^\d{2,4}$/.test(year) ? `${month.padStart(2, '0')}/${year.slice(-2)}` : null,
  };
}
