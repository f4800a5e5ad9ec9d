import { describe, expect, it } from 'vitest';
import { browserData } from './browser-data.ts';
import { TEST_BROWSER } from './browser-data.testing.ts';
import { ExactNumber } from './exact-number.ts';
import { withRoutingStep } from './routing-step.ts';
import type { SubmissionPayload } from './submission.ts';

const first: SubmissionPayload = {
  amount: ExactNumber.of('100'),
  currency: 'USD',
  card_data: { card_pan: '4111111111111111', card_bin: '411111', exp_month: '12', exp_year: '2030', cvv: '123' },
  browser_data: browserData(TEST_BROWSER),
  parameters: { cardholder_name: 'A B', country: 'BR' },
  fingerprint: 'fp',
  is_new_payout_account: false,
};
const routing: SubmissionPayload = { ...first, amount: null, card_data: { card_id: 'x' }, parameters: { national_id: '123.456.789-09', country: 'PT' } };

describe('withRoutingStep (the submit after POST …/route)', () => {
  it('keeps the first form\'s amount and card data, and adds the routing parameters, which win on a shared name', () => {
    expect(withRoutingStep(first, routing)).toEqual({
      ...first,
      parameters: { cardholder_name: 'A B', country: 'PT', national_id: '123.456.789-09' },
    });
  });

  it('with no routing parameters is the first payload', () => {
    expect(withRoutingStep(first, { ...routing, parameters: {} })).toEqual(first);
  });
});
