import type { ResultStatus } from './result-route.ts';

/** What a form needs of its session's last payment. */
interface LastPayment {
  method: string | null;
  amount: number | null;
  status: ResultStatus | null;
}

/**
 * The amount a method's form opens with in place of its preset: that of the session's last payment with this method
 * unless it went through (declined, still processing, or left at the issuer's 3-D Secure page), so "try again" and
 * browser Back to the form show what the user typed. One that went through leaves a new payment at the preset.
 */
export function reopenedAmount(last: LastPayment | null, method: string): number | null {
  return last?.method === method && last.status !== 'success' ? last.amount : null;
}
