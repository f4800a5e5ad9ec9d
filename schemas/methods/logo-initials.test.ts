import { describe, expect, it } from 'vitest';
import { logoInitials } from './logo-initials.ts';

describe('logoInitials (the placeholder of a method logo)', () => {
  it.each([
    ['Visa / Mastercard', 'VI'],
    ['  skrill', 'SK'],
    ['😀 Pay', '😀P'],
  ])('%j -> %j', (name, initials) => {
    expect(logoInitials(name)).toBe(initials);
  });
});
