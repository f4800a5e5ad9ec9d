import { isolate, type TextDirection } from './bidi.ts';
import { isolateServerValue } from './server-value.ts';

/** Brand names as a card shows them; a brand not listed is written with capitals ("hipercard" -> "Hipercard"). */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  amex: 'American Express',
  'diners-club': 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  mir: 'Mir',
  elo: 'Elo',
  uzcard: 'UZCARD',
  humo: 'HUMO',
};

/** A server's brand as people write it: "american-express" -> "American Express", an unlisted one with capitals. */
export function brandName(brand: string): string {
  const key = brand.trim().toLowerCase();
  return BRAND_NAMES[key] ?? key.replace(/(^|[-_ ])(\p{L})/gu, (_, gap: string, letter: string) => `${gap === '' ? '' : ' '}${letter.toUpperCase()}`);
}

/** The fields of a stored card (spec section 3) its name is made of. */
export interface StoredCardParts {
  brand?: string | undefined;
  last4?: string | undefined;
  card_pan?: string | undefined;
}

/**
 * A saved card as the user knows it: "Visa •••• 1111". The brand is the server's (none when it sent none: the BIN
 * rules would bring the card validator to the pages that list cards); the last 4 are last4, else the masked number's end.
 * Each server value is isolated on its own (`isolateServerValue`), so none can reorder or reverse the rest of the name;
 * on a right-to-left page the name is one isolate too, laid out left to right as a card number is (its first strong
 * letter is inside those isolates, so none is found and the isolate runs left to right).
 */
export function storedCardName(card: StoredCardParts, dir: TextDirection): string {
  const brand = card.brand?.trim() ?? '';
  const last4 = card.last4 ?? /(\d{4})$/.exec(card.card_pan ?? '')?.[1] ?? '';
  const parts = [brand === '' ? '' : isolateServerValue(brandName(brand), dir), '••••', isolateServerValue(last4, dir)];
  return isolate(parts.filter((part) => part !== '').join(' '), dir);
}
