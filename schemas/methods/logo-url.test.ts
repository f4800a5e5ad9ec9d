import { describe, expect, it } from 'vitest';
import { logoInitials, logoUrl } from './logo-url.ts';

const BASE = 'https://cashier.example/deposit';

describe('logoUrl (method logos from the server)', () => {
  it.each<[string | null | undefined, string | null]>([
    ['/logos/visa.svg', 'https://cashier.example/logos/visa.svg'],
    ['https://assets.example/visa.png', 'https://assets.example/visa.png'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (logo, url) => {
    expect(logoUrl(logo, BASE)).toBe(url);
  });
});

describe('logoInitials (the placeholder)', () => {
  it.each([
    ['Visa / Mastercard', 'VI'],
    ['  skrill', 'SK'],
    ['😀 Pay', '😀P'],
  ])('%j -> %j', (name, initials) => {
    expect(logoInitials(name)).toBe(initials);
  });
});
