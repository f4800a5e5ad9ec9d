import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { resultRoute } from '../../../schemas/results/result-route.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { CashierApiError } from '../../api/api-error.ts';
import { submitDeposit } from '../../api/submit-deposit.ts';
import { paths } from '../../app/paths.ts';
import { reportError } from '../../app/report-error.ts';
import { setSubmitting, useSubmitting } from '../../store/flow-store.ts';
import { linkTo } from '../../store/session-store.ts';
import { followRedirect } from './follow-redirect.ts';

export interface SubmitState {
  /** Sends the payload, unless a submit is in flight: then it returns that one's promise and sends nothing. */
  submit: (payload: SubmissionPayload) => Promise<void>;
  submitting: boolean;
  /** Why the last attempt failed; the form keeps everything typed so the user can retry. */
  failure: Error | null;
  /** The last attempt met an expired session (error code 17): no retry can succeed, so none is offered. */
  expired: boolean;
}

function isSessionExpired(error: Error | null): boolean {
  return error instanceof CashierApiError && error.failure.kind === 'SESSION_EXPIRED';
}

/**
 * Sends the deposit, follows a redirect or opens the result page. One submit at a time: a second call while one is in
 * flight sends nothing (it never aborts the first to send again); the pending call is aborted on leaving the screen.
 */
export function useSubmit(sessionId: string, payGroupId: number): SubmitState {
  const [, navigate] = useLocation();
  const submitting = useSubmitting();
  const [failure, setFailure] = useState<Error | null>(null);
  const controller = useRef<AbortController | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
      setSubmitting(false);
    },
    [],
  );

  const submit = useCallback(
    (payload: SubmissionPayload): Promise<void> => {
      if (inFlight.current !== null) return inFlight.current;
      const abort = new AbortController();
      controller.current = abort;
      setFailure(null);
      setSubmitting(true);
      const request = submitDeposit(sessionId, payGroupId, payload, abort.signal)
        .then((result) => {
          const route = resultRoute(result);
          if (result.action === 'redirect') followRedirect(result.redirect_data);
          else if (route !== 'redirect') navigate(linkTo(paths.depositResult.build(route)));
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          const failed = error instanceof Error ? error : new Error(String(error));
          reportError(failed.message, failed);
          setFailure(failed);
          setSubmitting(false);
        })
        .finally(() => {
          inFlight.current = null;
        });
      inFlight.current = request;
      return request;
    },
    [sessionId, payGroupId, navigate],
  );

  return { submit, submitting, failure, expired: isSessionExpired(failure) };
}
