import { describe, expect, it } from 'vitest';
import { storedCardName, type StoredCardParts } from './stored-card-name.ts';

describe('storedCardName', () => {
  it.each<[StoredCardParts, string]>([
    [{ brand: 'visa', last4: '1111' }, 'Visa •••• 1111'],
    [{ brand: 'mastercard', last4: '4444' }, 'Mastercard •••• 4444'],
    [{ brand: 'american-express', last4: '0005' }, 'American Express •••• 0005'],
    [{ brand: 'hipercard', last4: '1234' }, 'Hipercard •••• 1234'],
    [{ last4: '1111' }, '•••• 1111'],
    [{ brand: 'MASTERCARD', card_pan: '555555******4444' }, 'Mastercard •••• 4444'],
    [{ brand: ' ' }, '••••'],
  ])('%j -> %s', (card, expected) => {
    expect(storedCardName(card)).toBe(expected);
  });
});
