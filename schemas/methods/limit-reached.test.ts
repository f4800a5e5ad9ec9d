import { describe, expect, it } from 'vitest';
import type { ViewDataItem } from '../server/v1/types.ts';
import { limitReached, type LimitInputs } from './limit-reached.ts';

const note = (key: string, payGroupId: number, amount?: number): ViewDataItem => ({
  key,
  pay_group_id: payGroupId,
  params: amount === undefined ? {} : { amount },
});

describe('limitReached (spec section 4: limit reached by view_data; balance or amount over the limit)', () => {
  it.each<[string, ViewDataItem[], LimitInputs, boolean]>([
    ['a limit note without amount', [note('deposit_limit_reached', 7)], {}, true],
    ['a key that says LIMIT in capitals', [note('DAILY_LIMIT', 7)], {}, true],
    ['a balance over the limit amount', [note('limit', 7, 500)], { balance: 600 }, true],
    ['an amount over the limit amount', [note('limit', 7, 500)], { balance: 100, amount: 750 }, true],
    ['an amount over the limit with no balance known', [note('limit', 7, 500)], { amount: 500.01 }, true],
    ['balance and amount equal to the limit', [note('limit', 7, 500)], { balance: 500, amount: 500 }, false],
    ['balance and amount under the limit', [note('limit', 7, 500)], { balance: 100, amount: 50 }, false],
    ['neither balance nor amount known', [note('limit', 7, 500)], {}, false],
    ['a note for another method', [note('deposit_limit_reached', 99)], {}, false],
    ['a note whose key is no limit', [note('wager_info', 7)], {}, false],
  ])('%s -> %s', (_, viewData, inputs, reached) => {
    expect(limitReached({ id: 7 }, viewData, inputs)).toBe(reached);
  });
});
