import { describe, expect, it } from 'vitest';
import type { PayGroup } from '../server/v1/types.ts';
import { availableFilters, byTypeOrder, matchesFilter, methodTypeOf } from './method-type.ts';
import { payGroup } from './pay-group.testing.ts';

const method = (id: number, pay_method_type?: string, popular = false): PayGroup =>
  payGroup(id, { popular, ...(pay_method_type === undefined ? {} : { pay_method_type }) });

describe('methodTypeOf', () => {
  it.each([
    ['credit_card', 'card'],
    ['bank_card', 'card'],
    ['BANK_TRANSFER', 'bank_transfer'],
    ['e_wallet', 'e_wallet'],
    ['prepaid', 'prepaid_cash'],
    ['crypto', 'crypto'],
    ['mobile', 'mobile'],
    ['bet_shop', 'bet_shop'],
    ['terminal', 'terminal'],
    ['something_new', 'other'],
    ['__proto__', 'other'],
    [undefined, 'other'],
  ])('%s is %s', (type, expected) => {
    expect(methodTypeOf(method(1, type))).toBe(expected);
  });
});

describe('availableFilters (spec section 2: popular, all, bank transfers, cards, e-wallets, ...)', () => {
  it('offers popular and all first, then the kinds present in the spec order, whatever the server order', () => {
    const methods = [method(1, 'crypto'), method(2, 'e_wallet', true), method(3, 'credit_card'), method(4, 'bank_transfer')];
    expect(availableFilters(methods)).toEqual(['popular', 'all', 'bank_transfer', 'card', 'e_wallet', 'crypto']);
  });

  it('leaves popular out when no method is popular', () => {
    expect(availableFilters([method(1, 'crypto'), method(2, 'mobile')])).toEqual(['all', 'crypto', 'mobile']);
  });

  it('offers no filter when every method is of one kind', () => {
    expect(availableFilters([method(1, 'credit_card', true), method(2, 'bank_card')])).toEqual([]);
  });
});

describe('matchesFilter', () => {
  it.each([
    ['all', method(1, 'crypto'), true],
    ['popular', method(1, 'crypto', true), true],
    ['popular', method(1, 'crypto'), false],
    ['card', method(1, 'credit_card'), true],
    ['card', method(1, 'e_wallet'), false],
  ] as const)('%s keeps method %#: %s', (filter, input, kept) => {
    expect(matchesFilter(input, filter)).toBe(kept);
  });
});

describe('byTypeOrder (spec section 2: methods sorted by type)', () => {
  it('puts popular methods first, then bank transfers, cards, e-wallets, prepaid and cash, crypto, terminal, mobile, bet shops, other', () => {
    const types = ['something_new', 'bet_shop', 'mobile', 'terminal', 'crypto', 'voucher', 'e_wallet', 'credit_card', 'bank_transfer'];
    const methods = [...types.map((type, index) => method(index + 1, type)), method(99, 'crypto', true)];
    expect([...methods].sort(byTypeOrder).map((m) => m.pay_method_type)).toEqual(['crypto', ...[...types].reverse()]);
  });

  it('keeps the given order between methods of one type', () => {
    const methods = [method(3, 'crypto'), method(1, 'crypto'), method(2, 'credit_card')];
    expect([...methods].sort(byTypeOrder).map((m) => m.id)).toEqual([2, 3, 1]);
  });
});
