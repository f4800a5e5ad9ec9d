import type { PaymentResult } from '../server/v1/types.ts';

/** The result statuses a deposit can end in, as they appear in the address (spec section 4). */
export const RESULT_STATUSES = ['success', 'error', 'processing', 'await'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** Where a payment result leads: a redirect to follow, or the result page of its status (fail shows as error). */
export function resultRoute(result: PaymentResult): ResultStatus | 'redirect' {
  switch (result.action) {
    case 'redirect':
      return 'redirect';
    case 'await':
      return 'await';
    case 'result':
      return result.result_status === 'fail' ? 'error' : result.result_status;
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
}
