import { describe, expect, it } from 'vitest';
import type { ResultStatus } from './result-route.ts';
import { reopenedAmount } from './reopened-amount.ts';

describe("reopenedAmount: the amount a method's form opens with, from its session's last payment", () => {
  it.each<[ResultStatus | null, number | null]>([
    // Left at the issuer's 3-D Secure page (no answer yet), declined, or still on its way: what was typed.
    [null, 125],
    ['error', 125],
    ['processing', 125],
    ['await', 125],
    // It went through: a new payment starts at the preset.
    ['success', null],
  ])('a payment %s with this method: %s', (status, amount) => {
    expect(reopenedAmount({ method: 'card', amount: 125, status }, 'card')).toBe(amount);
  });

  it('is none for another method, without a payment, or when the payment had no amount', () => {
    expect(reopenedAmount({ method: 'paypal', amount: 125, status: 'error' }, 'card')).toBeNull();
    expect(reopenedAmount({ method: null, amount: 125, status: 'error' }, 'card')).toBeNull();
    expect(reopenedAmount(null, 'card')).toBeNull();
    expect(reopenedAmount({ method: 'card', amount: null, status: 'error' }, 'card')).toBeNull();
  });
});
