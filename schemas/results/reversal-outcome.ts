import type { ReversalResult } from '../server/v1/types.ts';

/** How cancelling the pending payouts went (spec section 4: success when success_amount is present, else failed). */
export type ReversalOutcome = { kind: 'success'; successAmount: number; failAmount: number } | { kind: 'failed'; failAmount: number };

export function reversalOutcome(result: ReversalResult): ReversalOutcome {
  const failAmount = result.fail_amount ?? 0;
  return result.success_amount === undefined ? { kind: 'failed', failAmount } : { kind: 'success', successAmount: result.success_amount, failAmount };
}
