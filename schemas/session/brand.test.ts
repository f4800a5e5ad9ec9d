import { describe, expect, it } from 'vitest';
import { brandOf } from './brand.ts';

describe('brandOf (spec section 9: NOMAD brand6, GLS brand1, FLEX and SCCOM brand8, default brand0)', () => {
  it.each([
    [null, null, 'COM', 'brand0'],
    [null, 'en', 'COM', 'brand0'],
    [null, 'en-NOMAD', 'NOMAD', 'brand6'],
    [null, 'pt-gls', 'GLS', 'brand1'],
    ['FLEX', 'en-XX', 'FLEX', 'brand8'],
    ['sccom', null, 'SCCOM', 'brand8'],
    ['brand32', null, 'BRAND32', 'brand32'],
    [null, 'en-XX', 'XX', 'brand0'],
  ])('brand=%s lang=%s -> %s (%s)', (brand, lang, code, id) => {
    expect(brandOf(brand, lang)).toEqual({ code, id });
  });
});
