import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { declineOfAnswer } from '../../../schemas/results/decline-data.ts';
import { redirectPlace } from '../../../schemas/results/redirect-place.ts';
import type { DisplayCurrency } from '../../../schemas/money/format-amount.ts';
import type { PayGroup, PaymentResult, RedirectData } from '../../../schemas/server/v1/types.ts';
import { matchRoute } from '../../app/route-table.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { keepDisplay } from '../../store/display-form.ts';
import { paymentOf, settlePayment } from '../../store/flow-store.ts';
import { linkTo } from '../../store/session-store.ts';
import { followRedirect } from './follow-redirect.ts';

/**
 * A GET redirect to one of the cashier's own pages (an alternative payment's status page), as an in-app link that keeps
 * the session and look; null for any other redirect.
 */
function cashierPageOf(redirect: RedirectData, url: URL): string | null {
  if (redirect.method !== 'GET' || url.origin !== location.origin || matchRoute(url.pathname) === null) return null;
  return linkTo(url.pathname, { ...Object.fromEntries(url.searchParams), ...redirect.fields });
}

/** The method form an answer came from: what the display form shows of it. Null where no form sent it. */
export type AnswerSource = { method: PayGroup; currency: DisplayCurrency } | null;

/** What following an answer needs: where it came from and how to move the app. */
export interface AnswerContext {
  sessionId: string;
  flow: ScreenFlow;
  source: AnswerSource;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * Where a payment answer (submit, 3-D Secure result, provider interaction) leads in `flow`: the redirect it names
 * (an http(s) address; one of the cashier's own pages opens in the app), the display form for an await with details
 * to show (QR, copy fields), or the flow's result page, the payment settled with the server's reason. A provider page
 * that opens in a new tab leaves this page on processing.
 */
export function followAnswer(answer: PaymentResult, { sessionId, flow, source, navigate }: AnswerContext): void {
  const step = flow.nextStep(answer);
  switch (step.kind) {
    case 'redirect': {
      // Only http(s): the answer's schema admits nothing else (redirectData.url, checked where the answer enters).
      const url = new URL(step.redirect.url, location.href);
      const page = cashierPageOf(step.redirect, url);
      if (page !== null) return navigate(page, { replace: true });
      const place = redirectPlace(step.redirect.target, window.parent !== window);
      followRedirect({ ...step.redirect, url: url.href }, place);
      if (place !== '_blank') return;
      return navigate(linkTo(flow.routes.result(settlePayment(sessionId, flow.type, 'processing'))));
    }
    case 'display': {
      const standing = settlePayment(sessionId, flow.type, 'await');
      // A push settled the payment before this answer came: its outcome shows, not the details to pay it.
      if (source === null || standing !== 'await') return navigate(linkTo(flow.routes.result(standing === 'await' ? 'processing' : standing)));
      keepDisplay({
        sessionId,
        flow: flow.type,
        payGroupId: source.method.id,
        methodName: source.method.public_name,
        amount: paymentOf(sessionId)?.amount ?? null,
        currency: source.currency,
        display: step.display,
      });
      return navigate(linkTo(flow.routes.displayForm));
    }
    case 'result': {
      const { reason, decline } = declineOfAnswer(answer, step.status);
      return navigate(linkTo(flow.routes.result(settlePayment(sessionId, flow.type, step.status, reason, decline))));
    }
    default: {
      const unknown: never = step;
      return unknown;
    }
  }
}

/** followAnswer as a hook, for screens that handle answers with no form around them (the payments return page). */
export function useAnswerHandler(sessionId: string, flow: ScreenFlow, source: AnswerSource): (answer: PaymentResult) => void {
  const [, navigate] = useLocation();
  return useCallback((answer: PaymentResult) => followAnswer(answer, { sessionId, flow, source, navigate }), [sessionId, flow, source, navigate]);
}
