import type { DisplayData, PaymentResult, RedirectData } from '../server/v1/types.ts';

/** The result statuses a flow can end in, as they appear in the address (spec section 4). */
export const RESULT_STATUSES = ['success', 'error', 'processing', 'await'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** What follows a submit answer: a redirect to follow, the display form of an await answer, or the result page of a status. */
export type NextStep = { kind: 'redirect'; redirect: RedirectData } | { kind: 'display'; display: DisplayData } | { kind: 'result'; status: ResultStatus };

/**
 * The next step after a payment answer, for a flow with result pages for `statuses` (spec section 4): fail shows as
 * error; an await answer with something to show (a QR code, details to copy) opens the display form where the flow has
 * one; otherwise await has its own page where the flow has one (deposit), and shows as processing elsewhere.
 */
export function nextStepOf(answer: PaymentResult, statuses: readonly ResultStatus[], displayForm = false): NextStep {
  switch (answer.action) {
    case 'redirect':
      return { kind: 'redirect', redirect: answer.redirect_data };
    case 'await':
      if (displayForm && answer.display_data !== undefined) return { kind: 'display', display: answer.display_data };
      return { kind: 'result', status: statuses.includes('await') ? 'await' : 'processing' };
    case 'result':
      return { kind: 'result', status: answer.result_status === 'fail' ? 'error' : answer.result_status };
    default: {
      const unknown: never = answer;
      return unknown;
    }
  }
}
