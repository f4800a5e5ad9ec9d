import { describe, expect, it } from 'vitest';
import { reversalOutcome } from './reversal-outcome.ts';

describe('reversalOutcome (spec section 4: success when success_amount is present, otherwise failed)', () => {
  it.each([
    [{ success_amount: 150, fail_amount: 0 }, { kind: 'success', successAmount: 150, failAmount: 0 }],
    [{ success_amount: 100, fail_amount: 50 }, { kind: 'success', successAmount: 100, failAmount: 50 }],
    [{ success_amount: 0 }, { kind: 'success', successAmount: 0, failAmount: 0 }],
    [{ fail_amount: 150 }, { kind: 'failed', failAmount: 150 }],
    [{}, { kind: 'failed', failAmount: 0 }],
  ])('%j -> %j', (result, outcome) => {
    expect(reversalOutcome(result)).toEqual(outcome);
  });
});
