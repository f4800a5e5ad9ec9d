import { describe, expect, it } from 'vitest';
import { declineDataOf } from './decline-data.ts';

describe('declineDataOf (spec section 3: withdrawal decline data, decline_sub_reason and comment)', () => {
  it.each<[Parameters<typeof declineDataOf>[0], ReturnType<typeof declineDataOf>]>([
    [{}, null],
    [{ decline_sub_reason: null, comment: null }, null],
    [{ decline_sub_reason: '  ', comment: '' }, null],
    [{ decline_sub_reason: 'limit_exceeded' }, { subReason: 'limit_exceeded', comment: null }],
    [{ comment: ' Daily payout limit reached. ' }, { subReason: null, comment: 'Daily payout limit reached.' }],
    [
      { decline_sub_reason: 'X_42', comment: '<img src=x onerror=alert(1)>' },
      { subReason: 'X_42', comment: '<img src=x onerror=alert(1)>' },
    ],
  ])('%j -> %j', (answer, data) => {
    expect(declineDataOf(answer)).toEqual(data);
  });
});
