import { cardBrand } from '../rules/card-number.ts';

/** What a saved card's server label tells: its last 4 digits, its brand in words and its expiry, when present. */
export interface SavedCardLabel {
  last4?: string;
  /** "Visa", "American Express". */
  brand?: string;
  /** MM/YY as the label writes it. */
  expiry?: string;
}

/** Masked digits then the last 4: "•••• 1111", "411111******1111", "**** **** **** 1111". */
const LAST4 = /[•*xX](?:[•*xX\s]*)(\d{4})(?!\d)/;
/** The expiry, usually in brackets after the number: "(09/29)". */
const EXPIRY = /(?<!\d)(0[1-9]|1[0-2])\/(\d{2}|\d{4})(?!\d)/;
/** A brand written before the mask: "Visa •••• 1111". */
const BRAND_WORDS = /^([A-Za-z][A-Za-z .-]*?)\s*[•*]/;

function brandOfBin(label: string): string | undefined {
  const bin = /^\d{1,8}/.exec(label)?.[0];
  const brand = bin === undefined ? null : cardBrand(bin);
  // "american-express" -> "American Express"
  return brand === null ? undefined : brand.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash === '' ? '' : ' '}${letter.toUpperCase()}`);
}

/**
 * Reads a saved card's label, either a masked PAN ("411111******1111": the brand from its BIN) or words
 * ("Visa •••• 1111 (09/29)"). The last 4 come only from the digits after the mask, never from the expiry.
 */
export function parseSavedCardLabel(label: string): SavedCardLabel {
  const text = label.trim();
  const last4 = LAST4.exec(text)?.[1];
  const expiry = EXPIRY.exec(text.replace(LAST4, ''));
  const brand = brandOfBin(text) ?? BRAND_WORDS.exec(text)?.[1]?.trim();
  return {
    ...(last4 === undefined ? {} : { last4 }),
    ...(brand === undefined || brand === '' ? {} : { brand }),
    ...(expiry === null ? {} : { expiry: `${expiry[1] ?? ''}/${(expiry[2] ?? '').slice(-2)}` }),
  };
}
