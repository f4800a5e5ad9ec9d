import { describe, expect, it } from 'vitest';
import type { PayGroup } from '../server/v1/types.ts';
import { classifyMethods } from './classify-methods.ts';

const now = new Date('2026-11-22T12:00:00Z');
const method = (id: number, extra: Partial<PayGroup> = {}): PayGroup => ({
  id,
  short_name: `m${id}`,
  public_name: `Method ${id}`,
  action_type: 'Activity',
  currencies: [],
  ...extra,
});

describe('classifyMethods (spec section 4)', () => {
  it.each([
    ['popular', method(1, { popular: true }), 'popular'],
    ['regular', method(2), 'regular'],
    ['not enabled', method(3, { enabled: false, popular: true }), 'disabled'],
    ['restricted until later', method(4, { restricted_until: '2026-11-22T12:30:00Z' }), 'disabled'],
    ['restricted until a time already past', method(5, { restricted_until: '2026-11-22T11:00:00Z' }), 'regular'],
  ])('a %s method goes to %s', (_, input, group) => {
    const groups = classifyMethods([input], now);
    expect(groups[group as keyof typeof groups]).toEqual([input]);
  });

  it('keeps the arrangement order inside a group', () => {
    const groups = classifyMethods([method(1, { arrangement: 2 }), method(2, { arrangement: 1 })], now);
    expect(groups.regular.map((m) => m.id)).toEqual([2, 1]);
  });
});
