import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { SubmissionBody } from '../../../schemas/payload/payload-options.ts';
import type { SubmitIntent } from '../../../schemas/payload/submit-intent.ts';
import type { FlowType, PaymentResult } from '../../../schemas/server/v1/types.ts';
import { CashierApiError } from '../../api/api-error.ts';
import { isOutcomeUnknown } from '../../api/outcome-unknown.ts';
import { reportError } from '../../app/report-error.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { paymentOf, rememberLastUsedMethod, setSubmitting, useSubmitting } from '../../store/flow-store.ts';
import { formActions } from './form-actions-chunk.ts';
import { holdPageDuring } from './hold-page.ts';

/** Told of a failed submit (a timeout too) instead of the form: whoever sent it shows it. */
export type SubmitFailed = (failure: Error) => void;

export interface SubmitState {
  /**
   * Sends the payload, unless a submit is in flight: then it returns that one's promise and sends nothing. With
   * `onFailure`, a failure is told there, not under the form, and an unknown outcome too (the code dialog's "Send a new code").
   */
  submit: (payload: SubmissionBody, onFailure?: SubmitFailed) => Promise<void>;
  submitting: boolean;
  /** Why the last attempt failed; the form keeps everything typed so the user can retry. */
  failure: Error | null;
  /** The last attempt met an expired session (error code 17): no retry can succeed, so none is offered. */
  expired: boolean;
}

function isSessionExpired(error: Error | null): boolean {
  return error instanceof CashierApiError && error.failure.kind === 'SESSION_EXPIRED';
}

/** What follows a payment answer; when it returns a promise, the submit is over once that settles. */
export type AnswerHandler = (answer: PaymentResult) => void | Promise<void>;

/** Sends one submit with its idempotency key. */
export type SendPayment = (payload: SubmissionBody, signal: AbortSignal, idempotencyKey: string) => Promise<PaymentResult>;

/** Sends a method's payment; the page is held while it is on the wire (holdPageDuring), and the method is remembered as last used. */
export function usePaymentSender(sessionId: string, flow: ScreenFlow, payGroupId: number): SendPayment {
  return useCallback(
    async (body, signal, idempotencyKey) => {
      const { submitPayment } = await formActions.load();
      const answer = await holdPageDuring(sessionId, submitPayment(sessionId, flow.api, payGroupId, body, signal, idempotencyKey));
      rememberLastUsedMethod(payGroupId);
      return answer;
    },
    [sessionId, flow, payGroupId],
  );
}

/** Where a form keeps its submit intent (useIntentSlot): the key of its last request not answered yet. */
export interface IntentSlot {
  current: SubmitIntent | null;
}

/** The page's intent slots, by session, flow and method: memory only, never stored (the digest covers card data). */
const intentSlots = new Map<string, IntentSlot>();

/**
 * The submit intent of a method's form, kept for the page's life beyond the form: after an unknown outcome the form
 * gives way to the processing page, and the same request sent again from it (browser Back) is the same payment, under
 * the same idempotency key. Once the session's payment is settled (the status call, a push, or an answer said success
 * or decline), a form drawn again starts a new payment.
 */
export function useIntentSlot(sessionId: string, flow: FlowType, payGroupId: number): IntentSlot {
  const [slot] = useState(() => {
    const name = `${sessionId} ${flow} ${String(payGroupId)}`;
    const kept = intentSlots.get(name) ?? { current: null };
    const status = paymentOf(sessionId)?.status;
    if (status === 'success' || status === 'error') kept.current = null;
    intentSlots.set(name, kept);
    return kept;
  });
  return slot;
}

/**
 * Sends a payment with `send` and hands the answer to `onAnswer`. One submit at a time: a second call while one is in
 * flight sends nothing (it never aborts the first to send again); the pending call is aborted on leaving the screen,
 * and one already sent then counts as a timeout (onOutcomeUnknown).
 * Each submit intent has one idempotency key, kept in `intent`: a retry after a failure (a network error, a server
 * error) or an unknown outcome sends the same request under the same key, so the server can tell it from a second
 * payment; a changed request, or any request after an answer, is a new intent. An unknown outcome (a timeout, a 504,
 * an answer that cannot be read or used: isOutcomeUnknown) is not a failure: onOutcomeUnknown, except to a caller that
 * takes the failure (a new code asked for, whose payment still waits for a code whatever came of it).
 */
export function useSubmit(
  send: SendPayment,
  onAnswer: AnswerHandler,
  /** The outcome is unknown (isOutcomeUnknown), or the submit was left unanswered: the caller shows the processing page. */
  onOutcomeUnknown: () => void,
  intent: IntentSlot,
): SubmitState {
  const submitting = useSubmitting();
  const [failure, setFailure] = useState<Error | null>(null);
  const controller = useRef<AbortController | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  /** While a sent request is unanswered: what leaving the screen calls, its outcome being unknown. */
  const unanswered = useRef<(() => void) | null>(null);

  // Leaving the screen aborts the pending call (spec section 4). One already sent may have charged the user all the
  // same, so its outcome is unknown, as after a timeout: the processing page follows, and its status call tells.
  // A layout effect: while the next screen's code loads, the page's Suspense keeps this form mounted but hidden, and
  // Back shows it again unmounted-never; only layout effects are cleaned up on hiding (and set up again on showing).
  useLayoutEffect(
    () => () => {
      controller.current?.abort();
      setSubmitting(false);
      unanswered.current?.();
    },
    [],
  );

  const submit = useCallback(
    (payload: SubmissionBody, onFailure?: SubmitFailed): Promise<void> => {
      if (inFlight.current !== null) return inFlight.current;
      const abort = new AbortController();
      controller.current = abort;
      setFailure(null);
      setSubmitting(true);
      const request = formActions
        .load()
        .then(({ intentOf }) => intentOf(intent.current, payload))
        .then((next) => {
          intent.current = next;
          unanswered.current = onOutcomeUnknown;
          return send(payload, abort.signal, next.key).finally(() => {
            unanswered.current = null;
          });
        })
        .then((answer) => {
          intent.current = null;
          return onAnswer(answer);
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          const failed = error instanceof Error ? error : new Error(String(error));
          reportError(failed.message, failed);
          if (onFailure === undefined && isOutcomeUnknown(failed)) return onOutcomeUnknown();
          setSubmitting(false);
          if (onFailure === undefined) setFailure(failed);
          else onFailure(failed);
        })
        .finally(() => {
          inFlight.current = null;
        });
      inFlight.current = request;
      return request;
    },
    [send, onAnswer, onOutcomeUnknown, intent],
  );

  return { submit, submitting, failure, expired: isSessionExpired(failure) };
}
