import { describe, expect, it } from 'vitest';
import { scenarioChoices } from './scenarios.ts';

describe('scenarioChoices', () => {
  it('keeps the scenarios that open a flow list, named by their session id, sorted', () => {
    expect(
      scenarioChoices({
        'w.json': '/withdrawal?session_id=withdrawal-card',
        'd.json': '/deposit?session_id=deposit-card-success&theme=dark',
        'c.json': '/checkout?session_id=checkout-card',
        '3ds.json': '/payments/3ds_result/acquirer_eu?session_id=payments-3ds-provider',
        'status.json': '/status?session_id=account-status',
        'none.json': '/deposit',
      }),
    ).toEqual([
      { name: 'checkout-card', flow: 'checkout' },
      { name: 'deposit-card-success', flow: 'deposit' },
      { name: 'withdrawal-card', flow: 'withdrawal' },
    ]);
  });
});
