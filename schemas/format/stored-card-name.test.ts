import { describe, expect, it } from 'vitest';
import { FSI, PDI, type TextDirection } from './bidi.ts';
import { storedCardName, type StoredCardParts } from './stored-card-name.ts';

describe('storedCardName', () => {
  it.each<[StoredCardParts, TextDirection, string]>([
    [{ brand: 'visa', last4: '1111' }, 'ltr', 'Visa •••• 1111'],
    [{ brand: 'mastercard', last4: '4444' }, 'ltr', 'Mastercard •••• 4444'],
    [{ brand: 'american-express', last4: '0005' }, 'ltr', 'American Express •••• 0005'],
    [{ brand: 'hipercard', last4: '1234' }, 'ltr', 'Hipercard •••• 1234'],
    [{ last4: '1111' }, 'ltr', '•••• 1111'],
    [{ brand: 'MASTERCARD', card_pan: '555555******4444' }, 'ltr', 'Mastercard •••• 4444'],
    [{ brand: ' ' }, 'ltr', '••••'],
    // Each server value on its own: an override in the brand cannot reverse the digits after it, nor one in last4 the rest.
    [{ brand: '<b>visa</b>\u202E', last4: '1111' }, 'ltr', '<b>visa</b> •••• 1111'],
    [{ brand: 'visa', last4: '\u202E1111' }, 'ltr', 'Visa •••• 1111'],
    // On a right-to-left page the whole name is one isolate too, with nothing strong outside its pieces' isolates: left to right.
    [{ brand: 'visa\u2069\u202E', last4: '1111' }, 'rtl', `${FSI}${FSI}Visa${PDI} •••• ${FSI}1111${PDI}${PDI}`],
    [{ brand: 'כאל', last4: '1111' }, 'ltr', `${FSI}כאל${PDI} •••• 1111`],
  ])('%j (%s) -> %j', (card, dir, expected) => {
    expect(storedCardName(card, dir)).toBe(expected);
  });
});
