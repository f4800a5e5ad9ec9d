import { describe, expect, it } from 'vitest';
import { declineDataOf, declineOfAnswer } from './decline-data.ts';

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

describe('declineOfAnswer (what a submit or 3-D Secure result answer says of its decline)', () => {
  const declined = { action: 'result', result_status: 'fail', error_message: 'The card issuer declined the 3-D Secure check.', decline_sub_reason: 'issuer_declined' } as const;
  it('a declined result: its reason and decline data', () => {
    expect(declineOfAnswer(declined, 'error')).toEqual({ reason: 'The card issuer declined the 3-D Secure check.', decline: { subReason: 'issuer_declined', comment: null } });
  });
  it('a result that is no decline carries none, whatever its fields', () => {
    expect(declineOfAnswer(declined, 'success')).toEqual({ reason: null, decline: null });
  });
});
