import { describe, expect, it } from 'vitest';
import type { PayGroup } from '../server/v1/types.ts';
import { payGroup } from '../methods/pay-group.testing.ts';
import { listedPrecision, UNLISTED_PRECISION } from './listed-precision.ts';

const currency = (alpha3: string, precision: number): PayGroup['currencies'][number] => ({
  currency: { currency_id: 1, name: alpha3, alpha3, iso_number: 1, precision },
  limits: { min_amount: 1, max_amount: 100 },
});

const methods = [payGroup(1, { currencies: [currency('USD', 2)] }), payGroup(2, { currencies: [currency('EUR', 2), currency('JPY', 0), currency('BTC', 8)] })];

describe('listedPrecision: the decimals of a currency known only by its code', () => {
  it.each([
    ['USD', 2],
    ['JPY', 0],
    ['BTC', 8],
    ['KWD', UNLISTED_PRECISION],
  ])('%s -> %i', (alpha3, expected) => expect(listedPrecision(methods, alpha3)).toBe(expected));

  it('falls back when the init answer is not there', () => expect(listedPrecision([], 'JPY')).toBe(UNLISTED_PRECISION));
});
