import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { getPaymentInteraction } from '../../api/payment-interaction.ts';
import { getPaymentStatus } from '../../api/payment-status.ts';
import { useReady } from '../../embedding/once-notices.ts';
import { holdCommandsUntil } from '../../embedding/page-events.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/payments.ts';
import { translate as translateResult } from '../../i18n/result.ts';
import { settlePayment } from '../../store/flow-store.ts';
import { linkTo } from '../../store/session-store.ts';
import { reopenWithCarriedQuery } from '../status/return-address.ts';
import { useAnswerHandler } from '../method-form/use-answer-handler.ts';
import { usePaymentStatus, type FinalOutcome } from '../result/status-polling.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { WaitingScreen } from '../status/waiting-screen.tsx';

/** The two pages an alternative payment's provider returns to (spec section 2). */
export type PaymentsReturnStep = 'interaction' | 'status';

interface PaymentsReturnProps {
  sessionId: string;
  flow: ScreenFlow;
  step: PaymentsReturnStep;
  /** The last segment of the address: the provider, which the interaction call names in its header. */
  provider: string;
}

/** /payments/interaction/{provider}: asks what follows the return, and follows it (a redirect, a result, a wait). */
function InteractionStep({ sessionId, flow, provider }: Omit<PaymentsReturnProps, 'step'>): ReactNode {
  // The answer is followed by the handler of the moment; the call is made once per page and retry, never again
  // because following it (a navigation) renewed the handler.
  const handle = useAnswerHandler(sessionId, flow, null);
  const onAnswer = useRef(handle);
  useEffect(() => {
    onAnswer.current = handle;
  }, [handle]);
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    // Followed in the answer's own microtasks, while a merchant's command waits: a reload would lose the answer.
    const followed = getPaymentInteraction(sessionId, provider, controller.signal)
      .then((answer) => onAnswer.current(answer))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(error instanceof Error ? error : new Error(String(error)));
      });
    void holdCommandsUntil(followed);
    return () => controller.abort();
  }, [sessionId, provider, attempt]);
  if (failure !== null) {
    const retry = (): void => {
      setFailure(null);
      setAttempt((count) => count + 1);
    };
    return <ErrorScreen title={translate('APP.PAYMENTS.CHECK_FAILED')} error={failure} onRetry={retry} />;
  }
  return <WaitingScreen title={translate('APP.PAYMENTS.RETURNING')} />;
}

/** /payments/status/{provider}: waits for the payment's final status (status call with backoff) and opens its page. */
function StatusStep({ sessionId, flow }: Omit<PaymentsReturnProps, 'step' | 'provider'>): ReactNode {
  const [, navigate] = useLocation();
  const onFinal = useCallback(
    ({ status, reason, decline }: FinalOutcome) => {
      settlePayment(sessionId, flow.type, status, reason, decline);
      navigate(linkTo(flow.routes.result(status)), { replace: true });
    },
    [sessionId, flow, navigate],
  );
  const { slow } = usePaymentStatus(sessionId, getPaymentStatus, flow.api.statusPath, true, onFinal);
  useReady();
  return <WaitingScreen title={translate('APP.PAYMENTS.CHECKING')} text={translateResult(slow ? flow.texts.waiting.slow : flow.texts.results.processing.text)} />;
}

/**
 * Where an alternative payment's provider sends the user back: the interaction page, then the status page. The
 * provider's address carries none of the session's query: the page opens again with it first (nothing shown, nothing asked).
 */
export default function PaymentsReturnScreen({ sessionId, flow, step, provider }: PaymentsReturnProps): ReactNode {
  const [reopening] = useState(reopenWithCarriedQuery);
  if (reopening) return null;
  return step === 'interaction' ? <InteractionStep sessionId={sessionId} flow={flow} provider={provider} /> : <StatusStep sessionId={sessionId} flow={flow} />;
}
