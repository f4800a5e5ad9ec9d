import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../schemas/server/v1/types.ts';
import { flows } from './flows.ts';

describe('flow definitions (what differs between deposit, withdrawal, checkout and routing)', () => {
  it.each([
    ['deposit', '/payments/groups', ' • ', ['Activity'], '/deposit'],
    ['withdrawal', '/payouts/groups', '; ', ['Activity', 'NestedList'], '/withdrawal'],
    ['checkout', '/payments/groups', ' • ', ['Activity'], '/checkout'],
    ['routing', '/payments/groups', ' • ', ['Activity'], null],
  ] as const)('%s: calls %s, joins its info line with %j, enters on %j, lists at %s', (type, base, separator, enters, list) => {
    const flow = flows[type];
    expect(flow.type).toBe(type);
    expect(flow.api.base).toBe(base);
    expect(flow.infoSeparator).toBe(separator);
    expect(flow.entersFlow).toEqual(enters);
    expect(flow.routes?.list ?? null).toBe(list);
  });

  it('withdrawal compiles its form against the user balance (CASHIER.PH2.ERROR_MESSAGE.1206); the others do not', () => {
    expect(flows.withdrawal.compileContext({ user_balance: 250 })).toEqual({ userBalance: 250 });
    expect(flows.withdrawal.compileContext({})).toEqual({});
    expect(flows.deposit.compileContext({ user_balance: 250 })).toEqual({});
  });

  it('withdrawal has the payout entry pages, the wager lock and a processing page that returns to the merchant; the others none', () => {
    const { withdrawal } = flows;
    expect(withdrawal.payoutAccounts?.cardsPage).toBe('/withdrawal-cards');
    expect(withdrawal.payoutAccounts?.opensCardsPage({ pay_method_type: 'credit_card' })).toBe(true);
    expect(withdrawal.payoutAccounts?.opensCardsPage({ pay_method_type: 'bank_transfer' })).toBe(false);
    expect(withdrawal.wagerLock).toBe(true);
    expect(withdrawal.processingRedirectSeconds?.({ processing_page_redirect_timeout: 12 })).toBe(12);
    for (const type of ['deposit', 'checkout', 'routing'] as const) {
      expect([flows[type].payoutAccounts, flows[type].wagerLock, flows[type].processingRedirectSeconds]).toEqual([null, false, null]);
    }
  });

  it('only checkout sends is_card_token_active and base64 JSON', () => {
    expect(flows.checkout.payloadOptions).toEqual({ cardTokenActive: true, base64: true });
    for (const type of ['deposit', 'withdrawal', 'routing'] as const) {
      expect(flows[type].payloadOptions).toEqual({ cardTokenActive: false, base64: false });
    }
  });

  it.each([
    ['deposit', 'await'],
    ['withdrawal', 'processing'],
    ['checkout', 'processing'],
  ] as const)('after an await answer, %s opens its %s page', (type, status) => {
    const answer: PaymentResult = { action: 'await' };
    expect(flows[type].nextStep(answer)).toEqual({ kind: 'result', status });
  });
});
