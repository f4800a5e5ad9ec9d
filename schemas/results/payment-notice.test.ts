import { describe, expect, it } from 'vitest';
import type { ResultStatus } from './result-route.ts';
import { paymentNoticeOf, type PaymentNotice } from './payment-notice.ts';

describe("paymentNoticeOf: what a form says of its session's last payment", () => {
  it.each<[ResultStatus | null | undefined, boolean, boolean, PaymentNotice | null]>([
    [undefined, false, false, null],
    [undefined, false, true, null],
    [null, false, false, null],
    ['error', false, false, null],
    ['error', false, true, null],
    ['processing', false, false, 'pending'],
    ['await', false, true, 'pending'],
    [undefined, true, false, 'pending'],
    [null, true, true, 'pending'],
    ['success', false, false, 'paid'],
    ['success', false, true, 'orderPaid'],
    // A later payment sent and left unanswered by a closed page is the news, whatever the one before it did.
    ['success', true, true, 'pending'],
  ])('status %s, left unanswered %s, one payment per session %s: %s', (status, unanswered, onePayment, notice) => {
    expect(paymentNoticeOf(status, unanswered, onePayment)).toBe(notice);
  });
});
