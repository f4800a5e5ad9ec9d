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

function brandName(brand: string): string {
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
 */
export function storedCardName(card: StoredCardParts): string {
  const brand = card.brand?.trim() ?? '';
  const last4 = card.last4 ?? /(\d{4})$/.exec(card.card_pan ?? '')?.[1];
  return [brand === '' ? '' : brandName(brand), '••••', last4 ?? ''].filter((part) => part !== '').join(' ');
}
