import { describe, expect, it } from 'vitest';
import type { PayGroup } from '../server/v1/types.ts';
import { autoRedirectMethod, type AutoRedirectContext } from './auto-redirect.ts';
import { payGroup } from './pay-group.testing.ts';

const method = (id: number, extra: Partial<PayGroup> = {}): PayGroup => payGroup(id, { pay_method_type: 'e_wallet', ...extra });
const context = (extra: Partial<AutoRedirectContext> = {}): AutoRedirectContext => ({
  isEnabled: (m) => m.enabled !== false,
  requestedPayGroupId: null,
  lastUsedRule: true,
  payGroupParam: null,
  listHasActions: false,
  carouselFirstId: null,
  ...extra,
});
const card = (id: number, extra: Partial<PayGroup> = {}): PayGroup => method(id, { pay_method_type: 'credit_card', ...extra });

describe('autoRedirectMethod (spec section 2, in order)', () => {
  it.each<[string, PayGroup[], Partial<AutoRedirectContext>, number | null]>([
    ['1. the only enabled method that is not a nested list', [method(1), method(2, { enabled: false })], {}, 1],
    ['1. ... even when pay_group names another', [method(1), method(2, { enabled: false })], { payGroupParam: 2 }, 1],
    ['1. not when that one is a nested list', [method(1, { action_type: 'NestedList' }), method(2, { enabled: false })], {}, null],
    ['1. a nested list beside it does not count', [method(1), method(2, { action_type: 'NestedList' })], {}, 1],
    ['2. the requested pay group before the last-used card', [card(1, { last_used: true }), method(2), method(3)], { requestedPayGroupId: 3 }, 3],
    ['3. the last-used card method', [card(1), card(2, { last_used: true }), method(3)], { payGroupParam: 3 }, 2],
    ['3. not when it may not be pre-selected', [card(1, { last_used: true, allow_pre_selected_method: false }), method(2)], {}, null],
    ['3. not a last-used method that is not a card', [method(1, { last_used: true }), method(2)], {}, null],
    ['3. not on withdrawals (or after the user came back)', [card(1, { last_used: true }), method(2)], { lastUsedRule: false }, null],
    ['4. the pay_group parameter', [method(1), method(2)], { payGroupParam: 2 }, 2],
    ['4. not a disabled method', [method(1), method(2, { enabled: false }), method(3)], { payGroupParam: 2 }, null],
    ['4. not an unknown id', [method(1), method(2)], { payGroupParam: 9 }, null],
    ['4. pay_group before the first carousel method', [method(1), method(2), method(3)], { payGroupParam: 2, carouselFirstId: 3 }, 2],
    ['5. the first carousel method', [method(1), method(2), method(3)], { carouselFirstId: 3 }, 3],
    ['5. ... after the last-used card', [card(1, { last_used: true }), method(2)], { carouselFirstId: 2 }, 1],
    ['5. not when it is a nested list', [method(1), method(2, { action_type: 'NestedList' }), method(3)], { carouselFirstId: 2 }, null],
    ['5. not a disabled one', [method(1), method(2, { enabled: false }), method(3)], { carouselFirstId: 2 }, null],
    ['none: the list has pending withdrawals to cancel, carousel or not', [method(1), method(2)], { listHasActions: true, carouselFirstId: 1 }, null],
    ['none: the list has pending withdrawals to cancel', [method(1), method(2, { enabled: false })], { listHasActions: true, payGroupParam: 1 }, null],
    ['none: several methods and nothing asked', [method(1), method(2)], {}, null],
    ['none: no method at all', [], { payGroupParam: 1 }, null],
  ])('%s', (_, methods, extra, expected) => {
    expect(autoRedirectMethod(methods, context(extra))?.id ?? null).toBe(expected);
  });
});
