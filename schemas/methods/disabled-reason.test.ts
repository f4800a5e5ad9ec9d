import { describe, expect, it } from 'vitest';
import type { PayGroup, ViewDataItem } from '../server/v1/types.ts';
import { disabledReason, type DisabledContext, type DisabledReason } from './disabled-reason.ts';
import { payGroup } from './pay-group.testing.ts';

const now = new Date('2026-11-22T12:00:00Z');
const limit = (amount?: number): ViewDataItem[] => [{ key: 'limit', pay_group_id: 1, params: amount === undefined ? {} : { amount } }];

describe('disabledReason (spec section 4: the disabled rules)', () => {
  it.each<[string, Partial<PayGroup>, DisabledContext, DisabledReason | null]>([
    ['an enabled method', {}, {}, null],
    ['enabled: false', { enabled: false }, {}, { kind: 'not-enabled' }],
    ['restricted 13 h ahead', { restricted_until: '2026-11-23T01:00:00Z' }, {}, { kind: 'restricted', until: '2026-11-23T01:00:00Z' }],
    ['restricted 30 min ahead', { restricted_until: '2026-11-22T12:30:00Z' }, {}, { kind: 'restricted', until: '2026-11-22T12:30:00Z' }],
    ['restricted until a time already past', { restricted_until: '2026-11-22T11:00:00Z' }, {}, null],
    ['restricted until an unreadable time', { restricted_until: 'soon' }, {}, null],
    ['limit reached (a limit note without amount)', {}, { view_data: limit() }, { kind: 'limit-reached' }],
    ['balance over the limit', {}, { view_data: limit(500), user_balance: 501 }, { kind: 'limit-reached' }],
    ['amount over the limit', {}, { view_data: limit(500), user_balance: 10, amount: 501 }, { kind: 'limit-reached' }],
    ['balance and amount within the limit', {}, { view_data: limit(500), user_balance: 10, amount: 499 }, null],
    ['not enabled and restricted: not enabled first', { enabled: false, restricted_until: '2026-11-23T01:00:00Z' }, {}, { kind: 'not-enabled' }],
  ])('%s -> %j', (_, extra, context, reason) => {
    expect(disabledReason(payGroup(1, extra), now, context)).toEqual(reason);
  });
});
