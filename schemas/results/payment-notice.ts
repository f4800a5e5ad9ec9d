import type { ResultStatus } from './result-route.ts';

/**
 * What a method form says above its fields of its session's last payment: `pending`, it may still go through (paying
 * again may pay twice); `paid`, it went through and the form sends a new payment; `orderPaid`, it went through in a
 * flow that pays one order per session (checkout), so the form sends nothing more.
 */
export type PaymentNotice = 'pending' | 'paid' | 'orderPaid';

/**
 * The notice of a form opened on a session whose payment has `status` (null: sent, no answer yet), or was left
 * unanswered by a page that closed; null when there is nothing to say (no payment, or a decline: pay again).
 */
export function paymentNoticeOf(status: ResultStatus | null | undefined, leftUnanswered: boolean, onePayment: boolean): PaymentNotice | null {
  if (leftUnanswered || status === 'processing' || status === 'await') return 'pending';
  if (status === 'success') return onePayment ? 'orderPaid' : 'paid';
  return null;
}
