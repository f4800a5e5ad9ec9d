import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmissionBody } from '../../../schemas/payload/payload-options.ts';
import type { PaymentResult } from '../../../schemas/server/v1/types.ts';
import { reportError } from '../../app/report-error.ts';
import { setSubmitting, useSubmitting } from '../../store/flow-store.ts';

export interface SubmitState {
  submit: (payload: SubmissionBody) => void;
  submitting: boolean;
  /** Why the last attempt failed; the form keeps everything typed so the user can retry. */
  failure: Error | null;
}

/** Sends a payment with `send` and hands the answer to `onAnswer`; a pending call is aborted on leaving the screen. */
export function useSubmit(
  send: (payload: SubmissionBody, signal: AbortSignal) => Promise<PaymentResult>,
  onAnswer: (answer: PaymentResult) => void,
): SubmitState {
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
    (payload: SubmissionBody) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setFailure(null);
      setSubmitting(true);
      send(payload, abort.signal)
        .then(onAnswer)
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          const failed = error instanceof Error ? error : new Error(String(error));
          reportError(failed.message, failed);
          setFailure(failed);
          setSubmitting(false);
        });
    },
    [send, onAnswer],
  );

  return { submit, submitting, failure };
}
