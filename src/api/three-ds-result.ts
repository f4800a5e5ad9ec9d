import { useCallback, useEffect, useRef } from 'react';
import useSWRMutation from 'swr/mutation';
import type { PaymentResult } from '../../schemas/server/v1/types.ts';
import { holdCommandsUntil } from '../embedding/page-events.ts';
import type { CashierApiError } from './api-error.ts';
import { isOutcomeUnknown } from './outcome-unknown.ts';
import { sendMutation } from './send-mutation.ts';

/** POST payments/3ds-result, a mutation: what the bank decided once the user came back from it. */
export function postThreeDsResult(sessionId: string, returnParams: Readonly<Record<string, string>>): Promise<PaymentResult> {
  const body = { session_id: sessionId, ...returnParams };
  return sendMutation(sessionId, { kind: 'mutation', name: 'postThreeDsResult', method: 'POST', path: '/payments/3ds-result', payload: 'paymentResult', body });
}

export interface ThreeDsResult {
  data: PaymentResult | undefined;
  error: CashierApiError | undefined;
  /** Posts the return again (the user asked to, after a failure). */
  retry: () => void;
}

/**
 * The 3-D Secure outcome: the return is posted once when the screen mounts, never again for the same return, even when
 * React mounts the effect twice (StrictMode) or the screen re-renders; only `retry` posts it anew. `onAnswer` follows
 * the answer, and `onOutcomeUnknown` a failure that leaves the payment's outcome unknown (isOutcomeUnknown: a timeout, a
 * 504, an answer it cannot read or check), in their own microtasks, while a merchant's command waits
 * (holdCommandsUntil): a reload would lose them.
 */
export function useThreeDsResult(
  sessionId: string,
  returnParams: Readonly<Record<string, string>>,
  onAnswer: (answer: PaymentResult) => void,
  onOutcomeUnknown: () => void,
): ThreeDsResult {
  const returnKey = JSON.stringify([sessionId, returnParams]);
  const { trigger, data, error } = useSWRMutation<PaymentResult, CashierApiError, readonly ['postThreeDsResult', string]>(
    ['postThreeDsResult', returnKey],
    () => postThreeDsResult(sessionId, returnParams),
    { throwOnError: true },
  );
  const follow = useRef({ onAnswer, onOutcomeUnknown });
  useEffect(() => {
    follow.current = { onAnswer, onOutcomeUnknown };
  }, [onAnswer, onOutcomeUnknown]);
  const post = useCallback(() => {
    const followed = trigger().then(
      (answer) => follow.current.onAnswer(answer),
      (failure: unknown) => {
        if (isOutcomeUnknown(failure)) follow.current.onOutcomeUnknown();
      },
    );
    void holdCommandsUntil(followed);
  }, [trigger]);
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (posted.current === returnKey) return;
    posted.current = returnKey;
    post();
  }, [returnKey, post]);
  return { data, error, retry: post };
}
