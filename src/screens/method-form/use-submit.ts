import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { resultRoute } from '../../../schemas/results/result-route.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { submitDeposit } from '../../api/submit-deposit.ts';
import { paths } from '../../app/paths.ts';
import { reportError } from '../../app/report-error.ts';
import { setSubmitting, useSubmitting } from '../../store/flow-store.ts';
import { linkTo } from '../../store/session-store.ts';
import { followRedirect } from './follow-redirect.ts';

export interface SubmitState {
  submit: (payload: SubmissionPayload) => void;
  submitting: boolean;
  /** Why the last attempt failed; the form keeps everything typed so the user can retry. */
  failure: Error | null;
}

/** Sends the deposit, follows a redirect or opens the result page; a pending call is aborted on leaving the screen. */
export function useSubmit(sessionId: string, payGroupId: number): SubmitState {
  const [, navigate] = useLocation();
  const submitting = useSubmitting();
  const [failure, setFailure] = useState<Error | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
      setSubmitting(false);
    },
    [],
  );

  const submit = useCallback(
    (payload: SubmissionPayload) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setFailure(null);
      setSubmitting(true);
      submitDeposit(sessionId, payGroupId, payload, abort.signal)
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
        });
    },
    [sessionId, payGroupId, navigate],
  );

  return { submit, submitting, failure };
}
