import { describe, expect, it } from 'vitest';
import type { FlowType } from '../server/v1/types.ts';
import { amountErrorKey, isAmountErrorCode, type AmountErrorCode } from './error-keys.ts';

const cases: ReadonlyArray<{ flow: FlowType; code: AmountErrorCode; key: string }> = [
  { flow: 'deposit', code: 'INCORRECT_AMOUNT', key: 'PH.DEPOSIT.ERROR.INCORRECT_AMOUNT' },
  { flow: 'withdrawal', code: 'ABOVE_MAX_LIMIT', key: 'PH.WITHDRAWAL.ERROR.ABOVE_MAX_LIMIT' },
  { flow: 'checkout', code: 'UNDER_MIN_LIMIT', key: 'PH.CHECKOUT.ERROR.UNDER_MIN_LIMIT' },
  { flow: 'routing', code: 'UNDER_MIN_LIMIT', key: 'PH.ROUTING.ERROR.UNDER_MIN_LIMIT' },
];

describe('amount error keys', () => {
  for (const { flow, code, key } of cases) {
    it(`builds ${key} from the upper-cased flow`, () => {
      expect(amountErrorKey(flow, code)).toBe(key);
    });
  }

  it('recognises only the three amount codes', () => {
    expect(isAmountErrorCode('UNDER_MIN_LIMIT')).toBe(true);
    expect(isAmountErrorCode('FIELD_REQUIRED')).toBe(false);
    expect(isAmountErrorCode(null)).toBe(false);
  });
});
