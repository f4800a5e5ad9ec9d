import { describe, expect, it } from 'vitest';
import type { CashierPayload, PayGroup } from '../server/v1/types.ts';
import { classifyMethods, METHOD_GROUP_ORDER } from './classify-methods.ts';
import { payGroup } from './pay-group.testing.ts';

const now = new Date('2026-11-22T12:00:00Z');
const method = payGroup;
const payload = (groups: PayGroup[], extra: Partial<CashierPayload> = {}): CashierPayload => ({ payment_groups: groups, ...extra });

describe('classifyMethods (spec section 4)', () => {
  it.each<[string, CashierPayload, keyof ReturnType<typeof classifyMethods>]>([
    ['popular', payload([method(1, { popular: true })]), 'popular'],
    ['regular', payload([method(2)]), 'regular'],
    ['rewarded by the merchant: lost-profit', payload([method(3)], { lost_profit_merchant_bonus: { pay_group_ids: [3], text: 'X' } }), 'lostProfit'],
    ['not enabled', payload([method(4, { enabled: false, popular: true })]), 'disabled'],
    ['restricted until later', payload([method(5, { restricted_until: '2026-11-22T12:30:00Z' })]), 'disabled'],
    ['restricted until a time already past', payload([method(6, { restricted_until: '2026-11-22T11:00:00Z' })]), 'regular'],
    ['at its limit (a limit note without amount)', payload([method(7)], { view_data: [{ key: 'deposit_limit_reached', pay_group_id: 7, params: {} }] }), 'disabled'],
    ['with a balance over its limit amount', payload([method(8)], { user_balance: 600, view_data: [{ key: 'limit', pay_group_id: 8, params: { amount: 500 } }] }), 'disabled'],
    ['with a balance under its limit amount', payload([method(9)], { user_balance: 100, view_data: [{ key: 'limit', pay_group_id: 9, params: { amount: 500 } }] }), 'regular'],
    ['with a limit note for another method', payload([method(10)], { view_data: [{ key: 'deposit_limit_reached', pay_group_id: 99 }] }), 'regular'],
  ])('a %s method goes to %s', (_, input, group) => {
    const groups = classifyMethods(input.payment_groups, input, now);
    expect(groups[group]).toEqual(input.payment_groups);
  });

  it('shows popular, lost-profit, regular, disabled in that order', () => {
    expect(METHOD_GROUP_ORDER).toEqual(['popular', 'lostProfit', 'regular', 'disabled']);
  });

  it('suggests at most two popular methods; the others join the regular ones, ahead of them by the type order', () => {
    const groups = classifyMethods([1, 2, 3].map((id) => method(id, { popular: true, arrangement: id })).concat(method(4, { arrangement: 0 })), {}, now);
    expect(groups.popular.map((m) => m.id)).toEqual([1, 2]);
    expect(groups.regular.map((m) => m.id)).toEqual([3, 4]);
  });

  it('sorts each group by type (cards before e-wallets before crypto), arrangement within a type', () => {
    const groups = classifyMethods(
      [method(1, { pay_method_type: 'crypto', arrangement: 1 }), method(2, { pay_method_type: 'e_wallet', arrangement: 2 }), method(3, { pay_method_type: 'credit_card', arrangement: 4 }), method(4, { pay_method_type: 'credit_card', arrangement: 3 })],
      {},
      now,
    );
    expect(groups.regular.map((m) => m.id)).toEqual([4, 3, 2, 1]);
  });

  it('disables a method whose limit the amount in progress exceeds', () => {
    const view_data = [{ key: 'limit', pay_group_id: 1, params: { amount: 500 } }];
    expect(classifyMethods([method(1)], { view_data, user_balance: 10, amount: 750 }, now).disabled.map((m) => m.id)).toEqual([1]);
    expect(classifyMethods([method(1)], { view_data, user_balance: 10, amount: 250 }, now).regular.map((m) => m.id)).toEqual([1]);
  });

  it('never suggests the last-used method', () => {
    const groups = classifyMethods([method(1, { popular: true, last_used: true }), method(2, { popular: true })], {}, now);
    expect(groups.popular.map((m) => m.id)).toEqual([2]);
    expect(groups.regular.map((m) => m.id)).toEqual([1]);
  });

  it('keeps the arrangement order inside a group', () => {
    const groups = classifyMethods([method(1, { arrangement: 2 }), method(2, { arrangement: 1 })], {}, now);
    expect(groups.regular.map((m) => m.id)).toEqual([2, 1]);
  });
});
